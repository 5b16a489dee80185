import type { ChangeEvent } from 'react';
import { TextField } from '../../../ui/text-field';
import {
  AI_EXPERTISE,
  AUTOMATION_EXPERTISE,
  EXPERT_LABELS,
  FIRST_GRADUATION_YEAR,
  lastGraduationYear,
  STATEMENT_BOUNDS,
  SUMMARY_BOUNDS,
  type ExpertField,
  type ExpertValues,
} from '../expert-application-rules';
import { CheckboxGroup } from './checkbox-group';
import { PortfolioFields } from './portfolio-fields';
import { TextAreaField } from '../../../ui/text-area-field';

export interface ExpertApplicationFieldsProps {
  values: ExpertValues;
  problems: Record<string, string>;
  onChange(values: ExpertValues): void;
}

const PROFILES = [
  'profiles.linkedin',
  'profiles.github',
  'profiles.portfolio',
  'profiles.twitter',
  'profiles.website',
] as const;

const STATEMENTS = ['motivationStatement', 'expertiseGoals', 'contributionPlans'] as const;

/** The fieldsets of the Become an Expert form, in the order one fills them. */
export function ExpertApplicationFields({
  values,
  problems,
  onChange,
}: ExpertApplicationFieldsProps) {
  const field = (name: ExpertField) => ({
    label: EXPERT_LABELS[name],
    name,
    value: values.fields[name],
    error: problems[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange({ ...values, fields: { ...values.fields, [name]: event.target.value } }),
  });

  return (
    <>
      <fieldset className="expert-application__group">
        <legend className="expert-form__legend">About you</legend>
        <div className="expert-form__row">
          <TextField {...field('fullName')} autoComplete="name" required />
          <TextField {...field('email')} type="email" autoComplete="email" required />
          <TextField {...field('phone')} type="tel" autoComplete="tel" />
          <TextField {...field('location')} autoComplete="address-level2" required />
        </div>
      </fieldset>

      <fieldset className="expert-application__group">
        <legend className="expert-form__legend">Work and education</legend>
        <div className="expert-form__row">
          <TextField {...field('jobTitle')} autoComplete="organization-title" required />
          <TextField {...field('company')} autoComplete="organization" required />
          <TextField
            {...field('yearsOfExperience')}
            type="number"
            min={0}
            max={80}
            step={1}
            required
          />
        </div>
        <div className="expert-form__row">
          <TextField {...field('education.degree')} required />
          <TextField {...field('education.field')} required />
          <TextField {...field('education.institution')} required />
          <TextField
            {...field('education.year')}
            type="number"
            min={FIRST_GRADUATION_YEAR}
            max={lastGraduationYear()}
            step={1}
            required
          />
        </div>
        <TextAreaField
          {...field('professionalSummary')}
          counterMax={SUMMARY_BOUNDS.max}
          rows={5}
          required
        />
      </fieldset>

      <fieldset className="expert-application__group">
        <legend className="expert-form__legend">Online profiles (optional)</legend>
        <div className="expert-form__row">
          {PROFILES.map((name) => (
            <TextField
              key={name}
              {...field(name)}
              type="url"
              inputMode="url"
              placeholder="https://"
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="expert-application__group">
        <legend className="expert-form__legend">Expertise</legend>
        <CheckboxGroup
          legend="AI"
          options={AI_EXPERTISE}
          checked={values.ai}
          onChange={(area, checked) =>
            onChange({ ...values, ai: { ...values.ai, [area]: checked } })
          }
        />
        <CheckboxGroup
          legend="Automation"
          options={AUTOMATION_EXPERTISE}
          checked={values.automation}
          onChange={(area, checked) =>
            onChange({ ...values, automation: { ...values.automation, [area]: checked } })
          }
        />
        <div className="expert-form__row">
          <TextField {...field('programmingLanguages')} placeholder="JavaScript, Python, SQL" />
          <TextField {...field('toolsAndPlatforms')} placeholder="n8n, Zapier, Airtable" />
        </div>
        <p className="expert-form__hint">Separate languages and tools with commas.</p>
      </fieldset>

      <PortfolioFields
        listField="portfolioItems"
        items={values.portfolio}
        problems={problems}
        onChange={(portfolio) => onChange({ ...values, portfolio })}
      />

      <fieldset className="expert-application__group">
        <legend className="expert-form__legend">Motivation</legend>
        {STATEMENTS.map((name) => (
          <TextAreaField
            key={name}
            {...field(name)}
            counterMax={STATEMENT_BOUNDS.max}
            rows={3}
            required
          />
        ))}
      </fieldset>
    </>
  );
}
