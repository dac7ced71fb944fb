import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick'> & { to: To };

/**
 * An antd button that is a real link: a proper href (open in new tab, copy link) and client-side
 * navigation on a plain click, like react-router's <Link>.
 */
export function ButtonLink({ to, ...buttonProps }: ButtonLinkProps) {
  const href = useHref(to);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(to);
  // With href set antd renders an <a>, so the event really comes from an anchor.
  return <Button {...buttonProps} href={href} onClick={(event: MouseEvent<HTMLElement>) => handleClick(event as MouseEvent<HTMLAnchorElement>)} />;
}
