import { SERVICE_IMAGE_MAX_BYTES } from '@cobro/contracts';
import { describe, expect, it } from 'vitest';
import { imageKindFromBytes, serviceImageProblem } from './image-check';

const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
const file = (bytes: BlobPart[], name: string, type: string) => new File(bytes, name, { type });

describe('service cover image', () => {
  it('the content decides the kind: PNG and JPEG signatures, nothing else', () => {
    expect(imageKindFromBytes(png)).toBe('image/png');
    expect(imageKindFromBytes(jpeg)).toBe('image/jpeg');
    expect(imageKindFromBytes(new TextEncoder().encode('hello'))).toBeNull();
  });

  it('a jpeg, png or jpg image is accepted', async () => {
    expect(await serviceImageProblem(file([png], 'cover.png', 'image/png'))).toBeNull();
    expect(await serviceImageProblem(file([jpeg], 'cover.jpg', 'image/jpeg'))).toBeNull();
    expect(await serviceImageProblem(file([jpeg], 'cover.JPEG', 'image/jpeg'))).toBeNull();
  });

  it('a text file renamed .png is refused with services.images_problem', async () => {
    expect(await serviceImageProblem(file(['not an image'], 'fake.png', 'image/png'))).toBe('services.images_problem');
  });

  it('other types are refused (gif, pdf)', async () => {
    expect(await serviceImageProblem(file([png], 'cover.gif', 'image/gif'))).toBe('services.images_problem');
    expect(await serviceImageProblem(file([png], 'cover.pdf', 'application/pdf'))).toBe('services.images_problem');
  });

  it('an image over 10 MB is refused', async () => {
    const big = new Uint8Array(SERVICE_IMAGE_MAX_BYTES + 1);
    big.set(png);
    expect(await serviceImageProblem(file([big], 'big.png', 'image/png'))).toBe('services.images_problem');
    const limit = new Uint8Array(SERVICE_IMAGE_MAX_BYTES);
    limit.set(png);
    expect(await serviceImageProblem(file([limit], 'limit.png', 'image/png'))).toBeNull();
  });
});
