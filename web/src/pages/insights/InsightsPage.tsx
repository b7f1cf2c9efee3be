import { Rss } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { postFilterOf } from '../../../../shared/post-filter';
import { PageHero } from '../../components/PageHero';
import { PageMeta } from '../../components/PageMeta';
import { PostFilters } from '../../features/insights/PostFilters';
import { PostList } from '../../features/insights/PostList';
import { usePageData } from '../../stores/pageData';
import '../../features/insights/insights.css';

/** /insights (design §13): the agency's articles and case studies, newest first, by kind or tag. */
export default function InsightsPage() {
  const filter = postFilterOf(useLocation().search);
  const latest = usePageData('latestPosts');
  return (
    <>
      <PageMeta title="Insights" description="Articles on building fast websites and apps for businesses in Madhya Pradesh, and case studies of our projects." />
      <PageHero
        eyebrow="Insights"
        title="What we learn building for local businesses"
        lead="Practical articles on websites, apps and design for businesses in Jabalpur and across Madhya Pradesh, and the stories behind our projects."
      />
      <section className="section" aria-label="Posts">
        <div className="container">
          <PostFilters filter={filter} />
          <PostList latest={latest} filter={filter} />
          <p className="post-feed-link">
            <a href="/insights/feed.xml" className="text-link">
              <Rss aria-hidden="true" size={16} /> Follow in a feed reader (Atom)
            </a>
          </p>
        </div>
      </section>
    </>
  );
}
