import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useAuthActions, useAuthSession } from '../auth/auth-provider.tsx';
import { PersonIcon } from '../components/icons.tsx';
import { useMessages } from '../i18n/messages.ts';

/** The account menu (spec 2.6): Logout, which for the portal comes back to `/{id}/logout` (spec 4.1). */
export function AccountMenu() {
  const t = useMessages('portal');
  const { logOut } = useAuthActions();
  const { user } = useAuthSession();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = anchor !== null;
  return (
    <>
      <IconButton
        id={buttonId}
        aria-label={t('account.menu')}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <PersonIcon />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-labelledby': buttonId } }}
      >
        {user?.email ? (
          <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 }, color: 'text.secondary' }}>
            {user.email}
          </MenuItem>
        ) : null}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            void logOut({ portal: true });
          }}
        >
          {t('account.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
