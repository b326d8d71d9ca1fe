import { NavLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCan, type Permission } from '@/lib/session';
import { AccountSlot } from '@/features/auth/components/AccountSlot';
import { useUnreadCount } from '@/features/inbox/api/get-unread-count';
import styles from './StaffBar.module.css';

/** The staff's own links, each shown to the roles that may use it (the server checks again). */
interface StaffLinkProps {
  label: string;
  to: string;
  permission: Permission;
}

const STAFF_LINKS: readonly StaffLinkProps[] = [
  { label: 'New property', to: paths.newProperty, permission: 'createProperty' },
  { label: 'New article', to: paths.newArticle, permission: 'editArticles' },
  { label: 'Enquiries', to: paths.staffInbox, permission: 'readEnquiries' },
  { label: 'Towns', to: paths.staffTowns, permission: 'editTowns' },
  { label: 'Statistics', to: paths.staffStatistics, permission: 'readStatistics' },
];

/**
 * A strip above the header for signed-in staff: quick ways to create and to the staff screens,
 * and the account (avatar, sign out). Its own row, so the public menu keeps its room on every
 * screen; it scrolls away with the page rather than making the sticky header taller.
 */
export function StaffBar() {
  return (
    <nav className={styles.staffBar} aria-label="Staff" data-print="hide">
      <div className={`container ${styles.inner}`}>
        <ul className={styles.links}>
          {STAFF_LINKS.map((link) => (
            <StaffLink key={link.to} {...link} />
          ))}
        </ul>
        <div className={styles.account}>
          <AccountSlot />
        </div>
      </div>
    </nav>
  );
}

function StaffLink({ label, to, permission }: StaffLinkProps) {
  if (!useCan(permission)) return null;
  return (
    <li>
      <NavLink className={styles.link} to={to} end>
        {label}
        {to === paths.staffInbox && <UnreadBadge />}
      </NavLink>
    </li>
  );
}

/** New enquiries at a glance, from any page: the count of unread ones beside "Enquiries". */
function UnreadBadge() {
  const unread = useUnreadCount();
  if (!unread) return null;
  return (
    <span className={styles.badge}>
      {unread}
      <span className="visually-hidden"> unread</span>
    </span>
  );
}
