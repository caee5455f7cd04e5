/** The blog's pages around the posts' own words. */
export const blog = {
  allPosts: 'All posts',
  backToAllPosts: 'Back to all posts',
  byline: 'By {author}',
  readingTime: '{minutes} min read',
  readMore: 'Read more',
  relatedPosts: 'Related posts',
  onThisPage: 'On this page',
  spinThese: '{count, plural, one {Spin this one on the wheel} other {Spin these {count} on the wheel}}',
  readyWheelAlt: 'A wheel of {count, plural, one {{count} slice} other {{count} slices}}, {title}: {entries}',
  opensInNewTab: '(opens in a new tab)',
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: 'A wheel of {count, plural, one {{count} slice with a drawing} other {{count} slices with a drawing in each}}, {title}: {entries}',
};
