import manifest from '@/app/manifest';

describe('manifest', () => {
  const app = manifest();

  it('has what browsers need to offer installing the site as an app', () => {
    expect(app.name).toContain('SpinFair');
    expect(app.short_name).toBe('SpinFair');
    expect(app.id).toBe('/');
    expect(app.start_url).toBe('/');
    expect(app.display).toBe('standalone');
    expect(app.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(app.background_color).toMatch(/^#[0-9a-f]{6}$/i);
  });

  it('lists 192 and 512 px icons and a maskable one', () => {
    const icons = app.icons ?? [];
    expect(icons).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    );
  });
});
