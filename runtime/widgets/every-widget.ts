import { W0001 } from './W0001/index.ts'
import { W0002 } from './W0002/index.ts'
import { W0003 } from './W0003/index.ts'
import { W0004 } from './W0004/index.ts'
import { W0005 } from './W0005/index.ts'
import { W0006 } from './W0006/index.ts'
import { W0007 } from './W0007/index.ts'
import { W0008 } from './W0008/index.ts'
import { W0010 } from './W0010/index.ts'
import { W0011 } from './W0011/index.ts'
import { W0012 } from './W0012/index.ts'
import { W0013 } from './W0013/index.ts'
import { W0014 } from './W0014/index.ts'
import { W0015 } from './W0015/index.ts'
import { W0016 } from './W0016/index.ts'
import { W0017 } from './W0017/index.ts'
import { W0018 } from './W0018/index.ts'
import { W0019 } from './W0019/index.ts'
import { W0020 } from './W0020/index.ts'
import { W0021 } from './W0021/index.ts'
import { W0022 } from './W0022/index.ts'
import { provideWidgets } from './registry.ts'

/*
 * Importing this module puts every widget component in the registry at once, bundled with the
 * importer: for the designer, whose palette, canvas and preview offer every widget, and for tests
 * that render any of them synchronously. Storefront pages load only the widgets they show.
 */
provideWidgets({
  W0001,
  W0002,
  W0003,
  W0004,
  W0005,
  W0006,
  W0007,
  W0008,
  W0010,
  W0011,
  W0012,
  W0013,
  W0014,
  W0015,
  W0016,
  W0017,
  W0018,
  W0019,
  W0020,
  W0021,
  W0022,
})
