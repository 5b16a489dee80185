import { registerEnumType } from 'type-graphql';
import { APPLICATION_STATUSES, REQUEST_STATUSES } from '../requests/hire-request.machine';
import { URGENCIES } from '../requests/hire-request.repository';
import { enumOf } from '../../../graphql/shared-types';

export const HireRequestStatusEnum = enumOf(REQUEST_STATUSES);
export const UrgencyEnum = enumOf(URGENCIES);
export const HireApplicationStatusEnum = enumOf(APPLICATION_STATUSES);

registerEnumType(HireRequestStatusEnum, {
  name: 'HireRequestStatus',
  description: 'pending -> in_selection (an application accepted) -> active (paid) -> completed.',
});
registerEnumType(UrgencyEnum, { name: 'Urgency' });
registerEnumType(HireApplicationStatusEnum, {
  name: 'HireApplicationStatus',
  description: 'Only a pending application is accepted, rejected or withdrawn.',
});
