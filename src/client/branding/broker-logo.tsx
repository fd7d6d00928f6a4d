import { useEffect, useState } from 'react';
import { LAYOUT, TIMINGS } from '../../shared/constants.ts';
import { useMessages } from '../i18n/messages.ts';
import { Skeleton } from '../ui/skeleton.tsx';
import { clearBrokerCaches } from './branding-cache.ts';
import { useBranding } from './branding-context.ts';
import styles from './broker-logo.module.css';
import defaultLogoUrl from './default-logo.svg';

/**
 * The company logo (spec 4.12): a skeleton while the broker or the image is loading, then the image. When a
 * broker's logo fails (or takes longer than the image time-out) that broker's caches are dropped and the default
 * logo is shown; if even that fails the image is hidden.
 */
export function BrokerLogo() {
  const t = useMessages('frame');
  const { broker, officerId } = useBranding();
  const box = broker.isDefaultBroker ? LAYOUT.defaultLogoBox : LAYOUT.brokerLogoBox;
  const [failedUrls, setFailedUrls] = useState<readonly string[]>([]);
  const [loadedUrl, setLoadedUrl] = useState<string | null>(null);
  const wanted = failedUrls.includes(broker.companyLogoUrl) ? defaultLogoUrl : broker.companyLogoUrl;
  const hidden = !broker.loading && failedUrls.includes(wanted);
  const src = broker.loading || hidden ? null : wanted;
  const loaded = src !== null && loadedUrl === src;

  const fail = (url: string, reason: unknown) => {
    console.warn('Company logo could not be loaded', url, reason);
    if (url !== defaultLogoUrl) clearBrokerCaches(officerId);
    setFailedUrls((urls) => (urls.includes(url) ? urls : [...urls, url]));
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: fail only reads stable values for this src.
  useEffect(() => {
    if (src === null || loaded) return;
    const timer = window.setTimeout(() => fail(src, 'time-out'), TIMINGS.imageLoadTimeoutMs);
    return () => window.clearTimeout(timer);
  }, [src, loaded]);

  return (
    <div className={styles.box} style={{ width: box.width, height: box.height }}>
      {!loaded && !hidden && (
        <Skeleton
          data-testid="logo-skeleton"
          shape="rounded"
          width={box.width}
          height={box.height}
          className={styles.skeleton}
        />
      )}
      {src === null ? (
        <span className="visually-hidden">{broker.companyName}</span>
      ) : (
        <img
          src={src}
          alt={t('logo.alt', { company: broker.companyName })}
          onLoad={() => setLoadedUrl(src)}
          onError={() => fail(src, 'error')}
          className={loaded ? styles.image : `${styles.image} ${styles.loading}`}
        />
      )}
    </div>
  );
}
