import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useBranding } from '../branding/branding-context.ts';
import { visuallyHidden } from '../components/visually-hidden.ts';
import type { ProviderLinks } from '../runtime-config.ts';

const LINK_LABELS: Record<keyof ProviderLinks, string> = {
  nmlsConsumerAccess: 'NMLS Consumer Access',
  legal: 'Legal',
  terms: 'Terms of Use',
  privacy: 'Privacy Policy',
};

export function copyrightLine(year: number, companyName: string): string {
  return `© ${year} ${companyName}. All rights reserved.`;
}

/** Spec 2.6: the provider's links in a new tab, the company NMLS id, the copyright with the current year. */
export function SiteFooter() {
  const { broker, provider } = useBranding();
  const links = (Object.keys(LINK_LABELS) as (keyof ProviderLinks)[]).filter((key) => provider.links[key]);
  return (
    <Box
      component="footer"
      sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText', px: { xs: 2, sm: 3 }, py: 3 }}
    >
      <Box component="nav" aria-label="Legal">
        <Box
          component="ul"
          sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, listStyle: 'none', m: 0, p: 0 }}
        >
          {links.map((key) => (
            <li key={key}>
              <Link
                href={provider.links[key]}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                underline="always"
                variant="body2"
                sx={{ display: 'inline-block', py: 0.5 }}
              >
                {LINK_LABELS[key]}
                <Box component="span" sx={visuallyHidden}>
                  {' (opens in a new tab)'}
                </Box>
              </Link>
            </li>
          ))}
        </Box>
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        NMLS ID #{broker.companyNmls}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {copyrightLine(new Date().getFullYear(), broker.companyName)}
      </Typography>
    </Box>
  );
}
