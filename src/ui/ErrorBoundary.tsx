'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What the reader sees instead of a widget that crashed. */
  fallback: ReactNode;
  children: ReactNode;
}

/** Keeps a failing widget from taking the page down: the rest of the page keeps working. */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    // The error's name and message (a ChunkLoadError names the file), for whoever reads the console.
    console.warn('A docs widget failed and shows its fallback instead:', `${error.name}: ${error.message}`, info.componentStack);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
