import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

const draw = (node: AbstractNode, key?: number): ReactNode =>
  createElement(
    node.tag,
    { key, ...node.attrs },
    node.children?.map((child, index) => draw(child, index)),
  );

/**
 * One of antd's outlined icons drawn from its SVG data, for the screens before login: they do without
 * antd and @ant-design/icons (the whole login must stay light), and look the same.
 */
export function SvgIcon({ icon, className }: { icon: IconDefinition; className?: string }): ReactNode {
  const svg = icon.icon as AbstractNode;
  return (
    <span role="img" aria-hidden="true" className={`svg-icon ${className ?? ''}`}>
      {draw({ ...svg, attrs: { ...svg.attrs, width: '1em', height: '1em', fill: 'currentColor', focusable: 'false' } })}
    </span>
  );
}
