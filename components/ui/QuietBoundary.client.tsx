'use client';

import { Component, type ReactNode } from 'react';

type Props = { children: ReactNode; fallback?: ReactNode };

/**
 * Around an island whose code loads later (toasts, web vitals, the carousel's Swiper): if that
 * code cannot be fetched, for instance on a page read offline, the island falls back quietly
 * instead of its error taking the whole page down to the global error screen.
 */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
