import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { planResize } from '../src/storage/render-geometry.ts';
import {
  parseTransformationString,
  parseTransformOptions,
  transformationSegments,
} from '../src/storage/render-options.parser.ts';
import { RenderQueue } from '../src/storage/render-queue.ts';
import { StorageError } from '../src/storage/storage-error.ts';

// The rules behind `/render/image` without a stack: imgproxy's resize arithmetic, storage-api's
// parameter schema and signing strings, and the render queue.

describe('render geometry (imgproxy with enlargement off)', () => {
  const photo = { width: 4032, height: 3024 };
  it('scales to a width or height, keeping the proportions', () => {
    assert.deepEqual(planResize(photo, { width: 400, height: 0 }), {
      width: 400,
      height: 300,
      fit: 'cover',
    });
    assert.deepEqual(planResize(photo, { width: 0, height: 756 }, 'contain'), {
      width: 1008,
      height: 756,
      fit: 'fill',
    });
  });

  it('cover fills the box and crops, contain fits inside it, fill stretches to it', () => {
    const box = { width: 300, height: 300 };
    assert.deepEqual(planResize(photo, box, 'cover'), { width: 300, height: 300, fit: 'cover' });
    assert.deepEqual(planResize(photo, box, 'contain'), { width: 300, height: 225, fit: 'fill' });
    assert.deepEqual(planResize(photo, box, 'fill'), { width: 300, height: 300, fit: 'fill' });
  });

  it('never enlarges: a larger box keeps the source size, cropped to the box where it is smaller', () => {
    const small = { width: 400, height: 300 };
    assert.deepEqual(planResize(small, { width: 1000, height: 0 }), {
      width: 400,
      height: 300,
      fit: 'cover',
    });
    assert.deepEqual(planResize(small, { width: 1000, height: 200 }), {
      width: 400,
      height: 200,
      fit: 'cover',
    });
    assert.deepEqual(planResize(small, { width: 1000, height: 1000 }, 'contain'), {
      width: 400,
      height: 300,
      fit: 'fill',
    });
    // fill keeps the box's proportions only while it shrinks: 800×150 → 400×75.
    assert.deepEqual(planResize(small, { width: 800, height: 150 }, 'fill'), {
      width: 400,
      height: 75,
      fit: 'fill',
    });
  });

  it('asks for nothing without a size, and never for less than a pixel', () => {
    assert.equal(planResize(photo, { width: 0, height: 0 }), null);
    const needle = planResize({ width: 1, height: 10_000 }, { width: 0, height: 10 });
    assert.deepEqual(needle, { width: 1, height: 10, fit: 'cover' });
  });
});

describe('render parameters (storage-api schema)', () => {
  const refusal = (query: Record<string, unknown>) => {
    try {
      parseTransformOptions(query, 'querystring');
    } catch (error) {
      assert.ok(error instanceof StorageError);
      return [error.statusCode, error.code, error.error, error.message];
    }
    return null;
  };

  it('coerces query strings as fastify/ajv does', () => {
    assert.deepEqual(
      parseTransformOptions(
        { width: '400', height: ['300'], quality: ' 75', resize: 'contain', format: 'webp' },
        'querystring',
      ),
      { width: 400, height: 300, quality: 75, resize: 'contain', format: 'webp' },
    );
    assert.deepEqual(parseTransformOptions({ width: '0', token: 'x' }, 'querystring'), {
      width: 0,
    });
  });

  it('refuses the first invalid parameter with fastify validation message', () => {
    assert.deepEqual(refusal({ width: ['1', '2'] }), [
      400,
      'InvalidRequest',
      'Error',
      'querystring/width must be integer',
    ]);
    assert.equal(
      refusal({ width: '-Infinity' })?.[3],
      'querystring/width must pass "finite" keyword validation',
    );
    assert.equal(refusal({ height: '', width: '-1' })?.[3], 'querystring/height must be integer');
    assert.equal(refusal({ resize: ['cover', 'fill'] })?.[3], 'querystring/resize must be string');
    assert.equal(refusal({ quality: '101', width: 'x' })?.[3], 'querystring/width must be integer');
  });

  it('signs and reads back transformations as storage-api does', () => {
    const signed = (options: Parameters<typeof transformationSegments>[0]) =>
      transformationSegments(options, true).join(',');
    assert.equal(
      signed({ width: 100, height: 100, resize: 'contain' }),
      'height:100,width:100,resize:contain',
    );
    assert.equal(signed({ width: 100 }), 'width:100,resize:undefined');
    assert.equal(
      signed({ width: 99_999, quality: 50, format: 'webp' }),
      'width:2500,resize:undefined,quality:50,format:webp',
    );
    assert.equal(signed({ format: 'origin' }), '');
    assert.equal(
      transformationSegments({ width: 100, resize: 'fill' }, false).join(','),
      'width:100,resizing_type:force',
    );
    assert.deepEqual(parseTransformationString('height:50,width:100,resize:undefined,quality:60'), {
      height: 50,
      width: 100,
      quality: 60,
    });
  });
});

describe('render queue', () => {
  it('runs `concurrency` at once, lets `maxWaiting` wait and refuses the rest', async () => {
    const queue = new RenderQueue(1, 1);
    let release: () => void = () => undefined;
    const order: string[] = [];
    const first = queue.run(async () => {
      order.push('first starts');
      await new Promise<void>((resolve) => (release = resolve));
      order.push('first ends');
    });
    const second = queue.run(async () => {
      order.push('second runs');
    });
    assert.deepEqual(queue.load, { running: 1, waiting: 1 });
    await assert.rejects(
      queue.run(async () => order.push('third runs')),
      (error: unknown) => {
        assert.ok(error instanceof StorageError);
        assert.deepEqual([error.statusCode, error.message], [429, 'Too many requests']);
        return true;
      },
    );
    release();
    await Promise.all([first, second]);
    assert.deepEqual(order, ['first starts', 'first ends', 'second runs']);
    assert.deepEqual(queue.load, { running: 0, waiting: 0 });
  });

  it('frees the place of a render that fails', async () => {
    const queue = new RenderQueue(1, 0);
    await assert.rejects(queue.run(async () => Promise.reject(new Error('broken'))));
    assert.equal(await queue.run(async () => 'next'), 'next');
  });
});
