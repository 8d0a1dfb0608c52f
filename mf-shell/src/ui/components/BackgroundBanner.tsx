import { useState, type ReactNode } from 'react';
import { ImagePreloader } from './ImagePreloader';

export interface BackgroundBannerProps {
  /** The page's banner picture from the API; without one (or when it fails) the navy gradient shows. */
  image?: string;
  /** '' by default: the banner is decoration behind the page's title. */
  alt?: string;
  /** What stands on the banner: the page's TitleBox. */
  children?: ReactNode;
}

/**
 * SPEC 2's background banner: a full-bleed picture behind a page's title box, darkened at the bottom
 * so the title stays readable, with the brand's navy gradient as its fallback.
 */
export function BackgroundBanner({ image, alt = '', children }: BackgroundBannerProps) {
  // The address that failed: a new address gets its own try.
  const [failedImage, setFailedImage] = useState<string>();
  const showImage = Boolean(image) && image !== failedImage;
  return (
    <header className={`ui-banner${showImage ? ' ui-banner--image' : ' ui-banner--fallback'}`}>
      {showImage && image && (
        // Above the fold: loaded at once.
        <ImagePreloader key={image} src={image} alt={alt} fit="cover" eager className="ui-banner__image" onError={() => setFailedImage(image)} />
      )}
      <div className="ui-banner__content">{children}</div>
    </header>
  );
}
