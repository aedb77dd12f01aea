import { Input, PinInput, Stack } from '@mantine/core';

interface Props {
  email: string;
  code: string;
  onChange: (code: string) => void;
  onComplete: (code: string) => void;
  error: string | undefined;
  busy: boolean;
}

/** The six code boxes, with their label, hint and error. */
export function SignInCodeField({ email, code, onChange, onComplete, error, busy }: Props) {
  return (
    // Label, description and error by hand: an Input.Wrapper would give all six boxes its one id
    <Stack gap={4}>
      <Input.Label id="signin-code-label" htmlFor="signin-code-1">
        Code
      </Input.Label>
      <Input.Description id="signin-code-description">
        We sent a 6-digit code and a sign-in link to {email}. It works once, for 15 minutes.
      </Input.Description>
      <PinInput
        id="signin-code"
        mt={4}
        length={6}
        type="number"
        oneTimeCode
        autoFocus
        value={code}
        onChange={onChange}
        onComplete={onComplete}
        error={Boolean(error)}
        disabled={busy}
        getInputProps={(index) => ({ 'aria-label': `Code, digit ${index + 1} of 6` })}
        // the boxes' own aria-describedby is Mantine's; the group carries the hint and the error
        role="group"
        aria-labelledby="signin-code-label"
        aria-describedby={error ? 'signin-code-error signin-code-description' : 'signin-code-description'}
      />
      {error && (
        <Input.Error id="signin-code-error" role="alert">
          {error}
        </Input.Error>
      )}
    </Stack>
  );
}
