import type { ChangeEvent } from 'react';
import { Field, Input, PasswordInput } from '@nightlife/ui';
import { FIELD_LIMITS } from '@nightlife/domain';
import type { SignupFormValues } from '../signup-form';

type FieldName = keyof SignupFormValues;

interface SignupFieldsProps {
  order: readonly FieldName[];
  values: SignupFormValues;
  errors: Partial<Record<FieldName, string>>;
  onChange: (field: FieldName) => (value: string) => void;
}

const FIELDS: Record<
  FieldName,
  {
    label: string;
    type: 'text' | 'email' | 'tel' | 'password';
    autoComplete: string;
    maxLength?: number;
    optional?: boolean;
  }
> = {
  username: {
    label: 'Username',
    type: 'text',
    autoComplete: 'username',
    maxLength: FIELD_LIMITS.username.max,
  },
  firstName: {
    label: 'First name',
    type: 'text',
    autoComplete: 'given-name',
    maxLength: FIELD_LIMITS.firstName.max,
  },
  lastName: {
    label: 'Last name',
    type: 'text',
    autoComplete: 'family-name',
    maxLength: FIELD_LIMITS.lastName.max,
  },
  email: { label: 'Email', type: 'email', autoComplete: 'email', maxLength: FIELD_LIMITS.email.max },
  phoneNumber: {
    label: 'Phone number',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: FIELD_LIMITS.phoneNumber.max,
    optional: true,
  },
  password: {
    label: 'Password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: FIELD_LIMITS.password.max,
  },
  confirmPassword: {
    label: 'Confirm password',
    type: 'password',
    autoComplete: 'new-password',
    maxLength: FIELD_LIMITS.password.max,
  },
};

/** The signup inputs in the order a screen lists them, each with its inline error. */
export function SignupFields({ order, values, errors, onChange }: SignupFieldsProps) {
  return (
    <>
      {order.map((name) => {
        const spec = FIELDS[name];
        return (
          <Field
            key={name}
            id={`signup-${name}`}
            label={spec.label}
            error={errors[name]}
            hint={spec.optional ? 'Optional' : undefined}
            required={!spec.optional}
          >
            {(control) => {
              const common = {
                ...control,
                name,
                value: values[name],
                autoComplete: spec.autoComplete,
                maxLength: spec.maxLength,
                onChange: (event: ChangeEvent<HTMLInputElement>) => onChange(name)(event.target.value),
              };
              return spec.type === 'password' ? (
                <PasswordInput {...common} />
              ) : (
                <Input type={spec.type} {...common} />
              );
            }}
          </Field>
        );
      })}
    </>
  );
}
