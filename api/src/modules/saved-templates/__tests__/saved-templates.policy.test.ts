import { type Access, requireAccess } from '../../../core/access';
import { AppError } from '../../../core/app-error';
import {
  canUseSavedTemplate,
  saveFirst,
  TEMPLATE_NOT_FOUND,
  type SavedTemplateFacts,
} from '../saved-templates.policy';

/** Who asks, relative to one catalogue template. */
type Who = 'saver' | 'other user';
const WHO: Who[] = ['saver', 'other user'];

const facts = (who: Who): SavedTemplateFacts => ({ saved: who === 'saver' });

/** Each permission and its answer for each caller, in the order of WHO. */
const TABLE: Array<[string, (who: Who) => Access, Access[]]> = [
  ['canUseSavedTemplate', (who) => canUseSavedTemplate(facts(who)), ['allow', 'forbid']],
];

describe('saved template permissions', () => {
  it.each(TABLE)('%s answers each caller as the table says', (_name, permission, expected) => {
    expect(Object.fromEntries(WHO.map((who) => [who, permission(who)]))).toEqual(
      Object.fromEntries(WHO.map((who, index) => [who, expected[index]])),
    );
  });

  it('tells someone who did not save the template to save it first, as a 403', () => {
    const refusal = catchError(() =>
      requireAccess(
        canUseSavedTemplate(facts('other user')),
        TEMPLATE_NOT_FOUND,
        saveFirst('generate its diagram'),
      ),
    );
    expect([refusal.code, refusal.message]).toEqual([
      'forbidden',
      'Save this template first to generate its diagram.',
    ]);
  });
});

function catchError(run: () => void): AppError {
  try {
    run();
  } catch (error) {
    return error as AppError;
  }
  throw new Error('expected an error');
}
