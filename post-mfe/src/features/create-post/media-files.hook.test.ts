import { act, renderHook } from '@testing-library/react';
import { useMediaFiles } from './media-files.hook';
import { mediaFile } from './media-files.fixtures';

const pngs = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) =>
    mediaFile(`${prefix}${index + 1}.png`, 'png', 'image/png'),
  );

beforeEach(() => {
  global.URL.createObjectURL = jest.fn(() => 'blob:preview');
  global.URL.revokeObjectURL = jest.fn();
});

describe('useMediaFiles', () => {
  it('counts the files of an earlier pick still being checked towards the limit of 10', async () => {
    const { result } = renderHook(() => useMediaFiles());
    await act(async () => {
      // Two picks in a row: the second must see the first one's files.
      void result.current.add(pngs('a', 6));
      await result.current.add(pngs('b', 6));
    });
    expect(result.current.files.map(({ file }) => file.name)).toEqual([
      ...pngs('a', 6).map((file) => file.name),
      'b1.png',
      'b2.png',
      'b3.png',
      'b4.png',
    ]);
    expect(result.current.refusals).toEqual([
      'b5.png was not added: a post can have up to 10 images or videos.',
      'b6.png was not added: a post can have up to 10 images or videos.',
    ]);
  });

  it('keeps the type the bytes showed and makes room again after a removal', async () => {
    const { result } = renderHook(() => useMediaFiles());
    await act(() =>
      result.current.add([mediaFile('photo.jpg', 'png', 'image/jpeg'), ...pngs('p', 9)]),
    );
    expect(result.current.files[0]?.mediaType).toBe('image/png');
    await act(() => result.current.add(pngs('late', 1)));
    expect(result.current.files).toHaveLength(10);
    act(() => result.current.remove(result.current.files[0]!.id));
    await act(() => result.current.add(pngs('late', 1)));
    expect(result.current.files.map(({ file }) => file.name).at(-1)).toBe('late1.png');
    expect(await act(() => result.current.settled())).toHaveLength(10);
  });
});
