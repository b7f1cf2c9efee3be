import { useSiteData } from '../app/siteData';

/** Document title (and optional description); React 19 hoists these into <head>. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const siteName = useSiteData((state) => state.config.siteInfo.name);
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
