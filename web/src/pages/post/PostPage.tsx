import { ArrowLeft } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { CallToAction } from '../../components/CallToAction';
import { PageDataStatus } from '../../components/PageDataStatus';
import { PageMeta } from '../../components/PageMeta';
import { PostArticle } from '../../features/insights/PostArticle';
import { blogPostingJsonLd } from '../../features/insights/postJsonLd';
import { PostNeighbours } from '../../features/insights/PostNeighbours';
import { notePostRead } from '../../lib/visitSource';
import { usePageData } from '../../stores/pageData';
import { useSiteData } from '../../stores/siteData';
import NotFoundPage from '../not-found/NotFoundPage';
import '../../features/insights/insights.css';

/** /insights/:slug: one post (page data 'post'), prerendered whole (its HTML comes from the server), with what to read next. */
export default function PostPage() {
  const lookup = usePageData('post');
  const post = lookup.state === 'ready' ? lookup.data : null;
  const siteName = useSiteData((state) => state.config.siteInfo?.name ?? '');
  const publicUrl = useSiteData((state) => state.publicUrl);

  // A lead this visit sends later says which posts it read (the person's timeline).
  useEffect(() => {
    if (post) notePostRead(post.slug);
  }, [post]);

  if (lookup.state !== 'ready') return <PageDataStatus state={lookup.state} what="post" />;
  if (!post) return <NotFoundPage />;
  return (
    <>
      <PageMeta
        title={post.title}
        description={post.excerpt}
        article={{ publishedAt: post.publishedAt, updatedAt: post.updatedAt, author: post.author.name || siteName }}
        jsonLd={blogPostingJsonLd(post, { publicUrl, siteName })}
      />
      <section className="section">
        <div className="container">
          <Link to="/insights" className="text-link post-back">
            <ArrowLeft aria-hidden="true" size={16} />
            All insights
          </Link>
          <PostArticle post={post} siteName={siteName} />
          <PostNeighbours post={post} />
        </div>
      </section>
      <CallToAction title="Have a project like this in mind?" text="Tell us about it: we reply within one working day with a first plan and a price.">
        <Link to="/get-started" className="button button--primary">
          Get a free quote
        </Link>
      </CallToAction>
    </>
  );
}
