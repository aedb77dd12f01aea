import { Navigate, useSearchParams } from 'react-router';
import { readCookie, TOKEN_COOKIE } from '../../api/cookies';
import { useDocumentTitle } from '../../components/use-document-title';
import { SecondFactorStep } from './second-factor-step';
import { SignInForm } from './sign-in-form';
import { SignInFrame } from './sign-in-frame';
import { SwitchAccount } from './switch-account';
import { useLinkSignIn } from './use-link-sign-in';
import { safeNext, useSignIn } from './use-sign-in';

/** Passwordless sign-in: an e-mailed 6-digit code, or the mailed link that carries it. */
export default function SignInPage() {
  useDocumentTitle('Sign in');
  const [params] = useSearchParams();
  const link = { code: params.get('code'), email: params.get('email'), key: params.get('key') ?? undefined };
  const signIn = useSignIn({
    step: link.code && link.email ? 'code' : 'email',
    email: link.email ?? '',
    code: link.code ?? '',
  });
  const { signedInAs, switchAccount, goOn } = useLinkSignIn(link, signIn);

  // Someone already signed in (a bookmark, the back button) goes on instead of seeing the form.
  if (!link.code && readCookie(TOKEN_COOKIE)) return <Navigate to={safeNext(params.get('next'))} replace />;

  return (
    <SignInFrame>
      {signIn.step === 'switch' ? (
        <SwitchAccount
          linkEmail={link.email ?? ''}
          signedInAs={signedInAs}
          onSwitch={switchAccount}
          onStay={goOn}
        />
      ) : signIn.step === 'factor' ? (
        <SecondFactorStep signIn={signIn} />
      ) : (
        <SignInForm signIn={signIn} />
      )}
    </SignInFrame>
  );
}
