import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useMessages } from '../../i18n/messages.ts';
import { ExpandIcon } from '../portal-icons.tsx';

function CountBadge({ count }: { count: number }) {
  const t = useMessages('portal');
  return (
    <Box
      component="span"
      sx={{
        ml: 1,
        minWidth: 28,
        px: 1,
        borderRadius: 14,
        bgcolor: '#1a1a1a',
        color: '#ffffff',
        fontSize: '0.875rem',
        fontWeight: 700,
        textAlign: 'center',
        lineHeight: '1.75',
      }}
    >
      {count}
      <span className="visually-hidden">{t('todos.itemCount', { count })}</span>
    </Box>
  );
}

const listSx = { m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

/** A section of the to-do list (spec 2.9) with its count badge. */
export function TodoSection({
  title,
  count,
  children,
}: {
  title: string;
  count: number;
  children: ReactNode;
}) {
  const t = useMessages('portal');
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography
        variant="h5"
        component="h2"
        id={headingId}
        sx={{
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          rowGap: 0.5,
          overflowWrap: 'anywhere',
        }}
      >
        {title}
        <CountBadge count={count} />
      </Typography>
      {count > 0 ? (
        <Box component="ul" sx={listSx}>
          {children}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('todos.empty')}</Typography>
      )}
    </Box>
  );
}

/**
 * 'Submitted' (spec 2.9): collapsed by default; its header is the toggle. `openKey` opens it when it changes to a
 * new value (a task just moved into it), so what moved is seen.
 */
export function CollapsibleTodoSection({
  title,
  count,
  openKey,
  children,
}: {
  title: string;
  count: number;
  openKey?: string | null;
  children: ReactNode;
}) {
  const t = useMessages('portal');
  const [expanded, setExpanded] = useState(false);
  const [openedFor, setOpenedFor] = useState(openKey ?? null);
  if ((openKey ?? null) !== openedFor) {
    setOpenedFor(openKey ?? null);
    if (openKey) setExpanded(true);
  }
  const panelId = useId();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="h5" component="h2" id={headingId}>
        <ButtonBase
          onClick={() => setExpanded((value) => !value)}
          aria-expanded={expanded}
          aria-controls={panelId}
          sx={{
            font: 'inherit',
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            textAlign: 'left',
            maxWidth: '100%',
            gap: 0.5,
            borderRadius: 1,
            px: 0.5,
            ml: -0.5,
            '&.Mui-focusVisible': { outline: '2px solid', outlineOffset: 2 },
          }}
        >
          <ExpandIcon
            sx={{ transform: expanded ? 'none' : 'rotate(-90deg)', transition: 'transform 150ms' }}
          />
          {title}
          <CountBadge count={count} />
        </ButtonBase>
      </Typography>
      <Box id={panelId} hidden={!expanded}>
        {count > 0 ? (
          <Box component="ul" sx={listSx}>
            {children}
          </Box>
        ) : (
          <Typography color="text.secondary">{t('todos.emptySubmitted')}</Typography>
        )}
      </Box>
    </Box>
  );
}
