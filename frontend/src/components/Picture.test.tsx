// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Picture } from './Picture';

afterEach(cleanup);

const town = { src: '/images/towns/neive.jpg', webp: '/images/towns/neive.webp' };

describe('Picture', () => {
  it('shows "Photos coming soon" instead of a picture that is not there', () => {
    render(<Picture image={town} alt="Neive" width={750} height={500} whenMissing="placeholder" />);
    fireEvent.error(screen.getByRole('img', { name: 'Neive' }));
    const placeholder = screen.getByRole('img', { name: 'Photos coming soon' });
    expect(placeholder.getAttribute('src')).toBe('/photos-coming-soon.svg');
    expect(placeholder.getAttribute('width')).toBe('750');
  });

  it('shows nothing, and says so, for a picture better left out', () => {
    const onMissing = vi.fn();
    const { container } = render(<Picture image={town} alt="" width={300} height={200} whenMissing="hide" onMissing={onMissing} />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    if (img) fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(onMissing).toHaveBeenCalledOnce();
  });

  it('keeps a broken picture as it is when no fallback is asked for', () => {
    render(<Picture image={town} alt="Neive" width={750} height={500} />);
    fireEvent.error(screen.getByRole('img', { name: 'Neive' }));
    expect(screen.getByRole('img', { name: 'Neive' })).toBeTruthy();
  });
});
