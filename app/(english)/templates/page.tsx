import { TemplatesPage, templatesMetadata } from '@/app/_pages/templates-page';

export const metadata = templatesMetadata('en');

export default function Page() {
  return <TemplatesPage lang="en" />;
}
