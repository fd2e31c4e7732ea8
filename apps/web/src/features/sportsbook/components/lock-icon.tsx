import { Icon, type IconProps } from '../../../components/icons.tsx';

/** The padlock of a suspended market (the label beside it carries the meaning). */
export const LockIcon = (p: IconProps) => (
  <Icon {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Icon>
);
