import { lazy } from 'react';
import type { CurrentUser } from '../../../shared/auth/schemas.js';
import { Avatar } from '../../components/avatar.js';
import { DeferredMenu } from '../../components/ui/deferred-menu.js';

const load = () => import('./profile-menu-radix.js');
const RadixProfileMenu = lazy(async () => ({ default: (await load()).RadixProfileMenu }));

/** The avatar's account menu: Profile, Settings and Log out. */
export function ProfileMenu({ user }: { user: CurrentUser }) {
  return (
    <DeferredMenu
      label="Account menu"
      className="rounded-full"
      preload={load}
      menu={<RadixProfileMenu user={user} />}
    >
      <Avatar name={user.fullName} />
    </DeferredMenu>
  );
}
