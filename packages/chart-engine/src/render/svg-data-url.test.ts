import { svgDataUrl } from './svg-data-url';

describe('svgDataUrl', () => {
  it('percent-encodes the document after the SVG media type, so markup characters cannot end the address', () => {
    expect(svgDataUrl('<svg a="1 #"/>')).toBe(
      'data:image/svg+xml;charset=utf-8,%3Csvg%20a%3D%221%20%23%22%2F%3E',
    );
  });
});
