/** The blog's pages around the posts' own words. */
export const blog = {
  allPosts: 'All posts',
  backToAllPosts: 'Back to all posts',
  byline: 'By {author}',
  readingTime: '{minutes} min read',
  readMore: 'Read more',
  relatedPosts: 'Related posts',
  onThisPage: 'On this page',
  spinThese: 'Spin these {count} on the wheel',
  readyWheelAlt: 'A wheel of {count} slices, {title}: {entries}',
  opensInNewTab: '(opens in a new tab)',
  breadcrumbBlog: 'Blog',
  pictureWheelAlt: 'A wheel of {count} slices with a drawing in each, {title}: {entries}',
};
