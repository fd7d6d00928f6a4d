import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';

/** The to-do list's icons (decorative: SvgIcon is aria-hidden without a titleAccess). */

export function SignIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 17.25V21h3.75L17.8 9.94l-3.75-3.75L3 17.25Zm17.7-10.2a1 1 0 0 0 0-1.4l-2.35-2.35a1 1 0 0 0-1.4 0l-1.84 1.83 3.75 3.75 1.84-1.83Z" />
    </SvgIcon>
  );
}

export function DocumentIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8l-6-6Zm-1 7V3.5L18.5 9H13ZM8 13h8v2H8v-2Zm0 4h8v2H8v-2Z" />
    </SvgIcon>
  );
}

export function SubmittedIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 15-5-5 1.4-1.4 3.6 3.6 7.6-7.6L19 8l-9 9Z" />
    </SvgIcon>
  );
}

export function UploadIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M5 20h14v-2H5v2Zm7-18-5.5 5.5 1.4 1.4L11 5.8V16h2V5.8l3.1 3.1 1.4-1.4L12 2Z" />
    </SvgIcon>
  );
}

export function ExpandIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M16.6 8.6 12 13.2 7.4 8.6 6 10l6 6 6-6-1.4-1.4Z" />
    </SvgIcon>
  );
}

export function MenuIcon(props: SvgIconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M3 6h18v2H3V6Zm0 5h18v2H3v-2Zm0 5h18v2H3v-2Z" />
    </SvgIcon>
  );
}
