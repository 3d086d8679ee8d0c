import type { ReactNode } from 'react';
import { ScreenHeader } from '@/ui/screen-header';
import './account-form.css';

export interface AccountScreenProps {
  /** The top bar's title (the route's). */
  title: string;
  /** Where Back goes when the shopper arrived here directly. */
  fallbackPath: string;
  /** The heading over the form and its line of introduction; a screen with tabs has none. */
  intro?: { heading: string; text: string };
  /** The form (or tabs of forms) and the links under it. */
  children: ReactNode;
}

/** The frame of the sign-in and password screens: top bar, heading and introduction, the form. */
export function AccountScreen({ title, fallbackPath, intro, children }: AccountScreenProps) {
  return (
    <div className="account-screen">
      <ScreenHeader title={title} fallbackPath={fallbackPath} />
      <div className="account-body">
        {intro && (
          <div className="account-intro">
            <h2>{intro.heading}</h2>
            <p>{intro.text}</p>
          </div>
        )}
        {children}
      </div>
    </div>
  );
}
