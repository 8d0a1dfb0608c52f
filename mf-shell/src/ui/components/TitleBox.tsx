import type { ReactNode } from 'react';

/** The skewed title box that heads every inner page. */
export function TitleBox({ children }: { children: ReactNode }) {
  return (
    <div className="ui-title-box">
      <h1 className="ui-title-box__text">{children}</h1>
    </div>
  );
}
