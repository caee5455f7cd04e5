'use client';

import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RecoveryNotice } from '@/components/layout/recovery-notice';

interface PanelBoundaryState {
  error: unknown;
}

/**
 * Keeps a failure inside one panel: a lazily loaded tab whose script is gone
 * after a deploy shows a reload offer there, while the wheel, the other tabs
 * and everything typed keep working.
 */
export class PanelBoundary extends Component<{ children: ReactNode }, PanelBoundaryState> {
  state: PanelBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): PanelBoundaryState {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('A panel failed to render', error, info.componentStack);
  }

  render() {
    if (this.state.error === null) return this.props.children;
    return <RecoveryNotice error={this.state.error} onRetry={() => this.setState({ error: null })} />;
  }
}
