import { Component, type ReactNode } from 'react'

interface Props {
  type: string
  uuid: string
  children: ReactNode
}

/** One broken widget leaves a gap instead of taking the page down with it. */
export class WidgetErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown) {
    console.error(`widget ${this.props.type} (${this.props.uuid}) failed to render`, error)
  }

  render() {
    return this.state.failed ? null : this.props.children
  }
}
