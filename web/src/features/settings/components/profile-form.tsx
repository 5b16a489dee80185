import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { formProblems } from '../../../app/request-error';
import { ProfileFormDocument, ProfileFormUpdateDocument } from '../../../gql/graphql';
import { Button } from '../../../ui/button';
import { FormMessage } from '../../../ui/form-message';
import { Spinner } from '../../../ui/spinner';
import { TextField } from '../../../ui/text-field';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../accounts/account-rules';
import { EmailVerificationNotice } from '../../accounts/components/email-verification-notice';
import { useSession } from '../../accounts/hooks/use-session';
import {
  changesEmail,
  profileProblems,
  type ProfileField,
  type ProfileProblems,
  type ProfileValues,
} from '../profile-rules';
import './profile-form.css';

const LABELS: Record<ProfileField, string> = {
  name: 'Name',
  email: 'Email',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
};

const NO_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The new password and its confirmation are the same kind of field. */
const NEW_PASSWORD = {
  type: 'password',
  autoComplete: 'new-password',
  minLength: PASSWORD_MIN_LENGTH,
  maxLength: PASSWORD_MAX_LENGTH,
} as const;

interface Outcome {
  tone: 'success' | 'error';
  text: string;
}

interface ProfileFormProps {
  profile: { name: string; email: string };
}

/**
 * The profile form: name and email, and optionally a new password. Changing the email or the
 * password asks for the current password. A password change answers with a new session token
 * (the old one stops working), which the session adopts at once.
 */
function ProfileForm({ profile }: ProfileFormProps) {
  const { signIn } = useSession();
  const [savedEmail, setSavedEmail] = useState(profile.email);
  const [values, setValues] = useState<ProfileValues>({
    name: profile.name,
    email: profile.email,
    ...NO_PASSWORDS,
  });
  const [problems, setProblems] = useState<ProfileProblems>({});
  const [outcome, setOutcome] = useState<Outcome>();
  const [update, { loading: saving }] = useMutation(ProfileFormUpdateDocument);

  const edit = (field: ProfileField, value: string) =>
    setValues((current) => ({ ...current, [field]: value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = profileProblems(values, savedEmail);
    setProblems(found);
    setOutcome(undefined);
    if (Object.keys(found).length > 0) return;
    const newPassword = values.newPassword === '' ? {} : { newPassword: values.newPassword };
    const passwords =
      values.newPassword === '' && !changesEmail(values, savedEmail)
        ? {}
        : { currentPassword: values.currentPassword, ...newPassword };
    try {
      const { data } = await update({
        variables: {
          input: { name: values.name.trim(), email: values.email.trim(), ...passwords },
        },
      });
      if (!data) throw new Error('the API answered without a profile');
      const { token, user } = data.updateProfile;
      if (token) signIn(token);
      setSavedEmail(user.email);
      setValues({ name: user.name, email: user.email, ...NO_PASSWORDS });
      setOutcome({ tone: 'success', text: 'Profile updated successfully!' });
    } catch (error) {
      const laidOut = formProblems(error, LABELS, 'Failed to update profile');
      setProblems(laidOut.fields);
      if (laidOut.message) setOutcome({ tone: 'error', text: laidOut.message });
    }
  }

  const field = (name: ProfileField) => ({
    label: LABELS[name],
    name,
    value: values[name],
    error: problems[name],
    onChange: (event: { target: { value: string } }) => edit(name, event.target.value),
  });

  return (
    <form className="profile-form" onSubmit={save} noValidate>
      <div className="profile-form__group">
        <TextField {...field('name')} autoComplete="name" required />
        <TextField {...field('email')} type="email" autoComplete="email" required />
        <p className="profile-form__hint">
          Your current password is needed to change your email or your password.
        </p>
        <TextField
          {...field('currentPassword')}
          type="password"
          autoComplete="current-password"
          required={changesEmail(values, savedEmail) || values.newPassword !== ''}
        />
      </div>
      <fieldset className="profile-form__passwords">
        <legend className="profile-form__legend">Change password</legend>
        <div className="profile-form__group">
          <p className="profile-form__hint">Leave these empty to keep your current password.</p>
          <TextField {...field('newPassword')} {...NEW_PASSWORD} />
          <TextField {...field('confirmPassword')} {...NEW_PASSWORD} />
        </div>
      </fieldset>
      {outcome && <FormMessage tone={outcome.tone}>{outcome.text}</FormMessage>}
      <div className="profile-form__actions">
        <Button type="submit" loading={saving}>
          {saving ? 'Saving...' : 'Save changes'}
        </Button>
      </div>
    </form>
  );
}

/**
 * The Profile tab: loads the account's name and email from the API (not the session's copy, which
 * may be older than an edit made elsewhere), then edits them; while the address is not verified,
 * "Verify your email" above them.
 */
export function ProfileSettings() {
  const { data, loading, error } = useQuery(ProfileFormDocument, { fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <div className="profile-form__loading">
        <Spinner size={24} label="Loading profile" />
      </div>
    );
  }
  if (error || !data?.me) return <FormMessage tone="error">Failed to load profile</FormMessage>;
  return (
    <>
      {!data.me.emailVerified && <EmailVerificationNotice email={data.me.email} />}
      <ProfileForm profile={data.me} />
    </>
  );
}
