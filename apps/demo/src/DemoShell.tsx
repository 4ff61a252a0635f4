import type { ReactNode } from 'react';
import { styled } from 'styled-components';

const Page = styled.div`
  font-family:
    system-ui,
    -apple-system,
    'Segoe UI',
    Roboto,
    Helvetica,
    Arial,
    sans-serif;
  color: #1f2933;
  max-width: 1280px;
  margin: 0 auto;
  padding: 16px;
`;

const Header = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 8px 24px;
  margin-bottom: 12px;
`;

const Title = styled.h1`
  margin: 0;
  font-size: 22px;
`;

const Nav = styled.nav`
  display: flex;
  gap: 16px;
  a {
    color: #1f5fbf;
  }
`;

const Note = styled.p`
  margin: 0 0 12px;
  padding: 8px 12px;
  border-left: 4px solid #d69e2e;
  background: #fffbea;
  font-size: 14px;
`;

/**
 * The demo's page frame: title, navigation between its two pages, the synthetic-data note and the page's main
 * landmark around `children`; `footer` comes after it, so a site footer stays the page's contentinfo.
 */
export function DemoShell({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Page>
      <Header>
        <Title>{title}</Title>
        <Nav aria-label="Demo pages">
          <a href="./">Workbench</a>
          <a href="./widget.html">Partner widget</a>
        </Nav>
      </Header>
      <main>
        <Note role="note">
          Market data here is synthetic: generated, deterministic prices under real ticker names, for
          demonstration only. It is not real market data.
        </Note>
        {children}
      </main>
      {footer}
    </Page>
  );
}
