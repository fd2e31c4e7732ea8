import { webpUrl } from '../lib/game-image.ts';

/**
 * A game's art: a `<picture>` with the webp twin first when the server sent raster art (browsers
 * without webp take the png), else a plain `<img>`. Width and height reserve the box before the
 * image arrives; tiles below the fold load lazily.
 */
export function GamePicture({
  src,
  alt,
  width,
  height,
  eager = false,
  className,
}: {
  src: string;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  const img = (
    <img
      className={className}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
  const webp = webpUrl(src);
  if (!webp) return img;
  return (
    <picture>
      <source srcSet={webp} type="image/webp" />
      {img}
    </picture>
  );
}
