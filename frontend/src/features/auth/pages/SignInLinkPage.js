import { jsx as _jsx, jsxs as _jsxs, Fragment as _Fragment } from "react/jsx-runtime";
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from '@/components/toast';
import { usePageMeta } from '@/components/usePageMeta';
import { paths } from '@/config/paths';
import { signInWithLink } from '../api/sign-in';
/** A link works once: React's development double effects must not spend it twice. */
const attempts = new Map();
/** /sign-in?token=…: spends the one-time link printed by `langhe create-user`. */
export function SignInLinkPage() {
    const [search] = useSearchParams();
    const navigate = useNavigate();
    const token = search.get('token')?.trim() ?? '';
    const [failure, setFailure] = useState(token ? null : 'This sign-in link has no token.');
    usePageMeta({ title: 'Sign in', description: 'Staff sign-in' });
    useEffect(() => {
        if (!token)
            return;
        let attempt = attempts.get(token);
        if (!attempt) {
            attempt = signInWithLink(token);
            attempts.set(token, attempt);
        }
        let active = true;
        attempt.then((user) => {
            if (!active)
                return;
            toast.success(`Signed in as ${user.role}`, 'Login');
            navigate(paths.propertyListPage(1), { replace: true });
        }, (error) => {
            if (!active)
                return;
            setFailure(error instanceof Error && error.message ? error.message : 'This sign-in link cannot be used.');
        });
        return () => {
            active = false;
        };
    }, [token, navigate]);
    return (_jsxs("div", { className: "container", children: [_jsx("h1", { children: "Sign in" }), failure ? (_jsxs(_Fragment, { children: [_jsx("p", { role: "alert", children: failure }), _jsxs("p", { children: ["Sign-in links work once and expire soon. Ask an administrator for a new one, or", ' ', _jsx(Link, { to: paths.home, children: "go to the home page" }), "."] })] })) : (_jsx("p", { role: "status", children: "Signing you in\u2026" }))] }));
}
