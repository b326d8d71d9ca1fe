import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toast';
import { usePageMeta } from '@/components/usePageMeta';
import { STAFF_HEADS } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { useLanguage } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { signInWithLink } from '../api/sign-in';
import { SignInPanel } from '../components/SignInPanel';
import { SIGN_IN_TEXTS } from '../lib/sign-in-texts';

/** A link works once: React's development double effects must not spend it twice. */
const attempts = new Map<string, ReturnType<typeof signInWithLink>>();

/**
 * /sign-in (and /it/accesso): the staff's way in, the address the consultant bookmarks. With
 * `?token=…` it spends a one-time link, mailed from here or printed by `langhe create-user`
 * (`&keep=1` when "Keep me signed in" was ticked as it was asked for); without one it offers
 * every way to sign in, so no key sequence is needed to find it.
 */
export function SignInLinkPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const language = useLanguage();
  const texts = SIGN_IN_TEXTS[language];
  const { token: signedIn } = useSession();
  const token = search.get('token')?.trim() ?? '';
  const keepSignedIn = search.get('keep') === '1';
  const [failure, setFailure] = useState<string | null>(token || search.has('token') === false ? null : texts.linkHasNoToken);

  usePageMeta(language === 'it' ? STAFF_HEADS.italianSignIn : STAFF_HEADS.signIn);

  useEffect(() => {
    if (!token) return;
    let attempt = attempts.get(token);
    if (!attempt) {
      attempt = signInWithLink(token, keepSignedIn);
      attempts.set(token, attempt);
    }
    let active = true;
    attempt.then(
      (user) => {
        if (!active) return;
        toast.success(`Signed in as ${user.role}`, 'Login');
        navigate(paths.propertyListPage(1), { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        setFailure(error instanceof Error && error.message ? error.message : texts.linkCannotBeUsed);
      },
    );
    return () => {
      active = false;
    };
  }, [token, keepSignedIn, navigate, texts]);

  const home = language === 'it' ? paths.it.home : paths.home;
  const signedInHere = () => navigate(paths.propertyListPage(1), { replace: true });

  return (
    <div className="container">
      <h1>{texts.title}</h1>
      {token && !failure ? (
        <p role="status">{texts.signingIn}</p>
      ) : (
        <>
          {failure ? (
            <>
              <p role="alert">{failure}</p>
              <p>
                {texts.linkUsedUp} <Link to={home}>{texts.orGoHome}</Link>.
              </p>
            </>
          ) : (
            <p>{texts.intro}</p>
          )}
          {!signedIn && <SignInPanel language={language} onSignedIn={signedInHere} />}
        </>
      )}
    </div>
  );
}
