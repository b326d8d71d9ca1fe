import { jsx as _jsx } from "react/jsx-runtime";
import { FloatingActions, FloatingLink } from '@/components/floating-actions';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { isAdmin } from '@/lib/stored-user';
/** SPEC §2: the floating plus button on the list is for admins only. */
export function AddPropertyButton() {
    const { token, user } = useSession();
    if (!token || !isAdmin(user))
        return null;
    return (_jsx(FloatingActions, { label: "Property tools", children: _jsx(FloatingLink, { icon: "plus", label: "Add a property", to: paths.newProperty }) }));
}
