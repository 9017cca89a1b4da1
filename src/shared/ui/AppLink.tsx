import { createContext, useContext, type AnchorHTMLAttributes, type ReactElement } from 'react';

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };
type RenderLink = (props: AppLinkProps) => ReactElement;

const renderPlainLink: RenderLink = ({ to, ...rest }) => <a href={to} {...rest} />;

const LinkRenderer = createContext<RenderLink>(renderPlainLink);

/**
 * How links are rendered: the router's client-side link where the router is loaded, a plain
 * anchor on the landing page, which ships without the router to stay small.
 */
export const AppLinkProvider = LinkRenderer.Provider;

/** A link to a page of the store, for components shared by the landing page and the rest. */
export function AppLink(props: AppLinkProps) {
  return useContext(LinkRenderer)(props);
}
