import { Route, Routes } from 'react-router';
import { TOOL_NAMES } from '@/domain/tools';
import ToolPage from './components/tool-page';
import ToolsIndex from './components/tools-index';
import UnknownTool from './components/unknown-tool';

/** The calculators under /tools/*: an index of the nine tools and one sub-route per tool. */
export default function ToolsPanel() {
  return (
    <Routes>
      <Route index element={<ToolsIndex />} />
      {TOOL_NAMES.map((name) => (
        <Route key={name} path={name} element={<ToolPage key={name} name={name} />} />
      ))}
      <Route path="*" element={<UnknownTool />} />
    </Routes>
  );
}
