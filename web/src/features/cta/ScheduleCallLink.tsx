import { useSiteData } from '../../stores/siteData';

/** Schedule a Call: the booking page from Settings in a new tab, else a call to the agency's phone. */
export function ScheduleCallLink() {
  const { links, contactInfo } = useSiteData((state) => state.config);
  if (links.bookingUrl) {
    return (
      <a href={links.bookingUrl} target="_blank" rel="noopener noreferrer" className="button button--secondary">
        Schedule a Call
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={`tel:${contactInfo.phone.replace(/[^\d+]/g, '')}`} className="button button--secondary">
      Schedule a Call
    </a>
  );
}
