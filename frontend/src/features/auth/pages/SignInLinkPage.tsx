import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toast';
import { usePageMeta } from '@/components/usePageMeta';
import { STAFF_HEADS } from '@/config/page-heads';
import { paths } from '@/config/paths';
import { signInWithLink } from '../api/sign-in';

/** A link works once: React's development double effects must not spend it twice. */
const attempts = new Map<string, ReturnType<typeof signInWithLink>>();

/**
 * /sign-in?token=…: spends a one-time link, mailed from the sign-in dialog or printed by
 * `langhe create-user`; `&keep=1` when "Keep me signed in" was ticked as it was asked for.
 */
export function SignInLinkPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const token = search.get('token')?.trim() ?? '';
  const keepSignedIn = search.get('keep') === '1';
  const [failure, setFailure] = useState<string | null>(token ? null : 'This sign-in link has no token.');

  usePageMeta(STAFF_HEADS.signIn);

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
        setFailure(error instanceof Error && error.message ? error.message : 'This sign-in link cannot be used.');
      },
    );
    return () => {
      active = false;
    };
  }, [token, keepSignedIn, navigate]);

  return (
    <div className="container">
      <h1>Sign in</h1>
      {failure ? (
        <>
          <p role="alert">{failure}</p>
          <p>
            Sign-in links work once and expire after 30 minutes. Ask for a new one with “E-mail me a sign-in link” in the sign-in dialog, or{' '}
            <Link to={paths.home}>go to the home page</Link>.
          </p>
        </>
      ) : (
        <p role="status">Signing you in…</p>
      )}
    </div>
  );
}
