import type { IconName } from '../images/icons.ts'

export interface LeafDef {
  name: string
  icon: IconName
  /** Selling points used in generated detail descriptions. */
  features: [string, string, string]
}

export interface TopCategoryDef {
  name: string
  /** Base hue (0-360) of generated images in this category. */
  hue: number
  icon: IconName
  children: { name: string; leaves: LeafDef[] }[]
}

/** The demo mall's three-level category tree (top > group > leaf). */
export const CATEGORY_TREE: TopCategoryDef[] = [
  {
    name: '手机数码',
    hue: 212,
    icon: 'phone',
    children: [
      {
        name: '手机通讯',
        leaves: [
          { name: '5G手机', icon: 'phone', features: ['旗舰级芯片，多任务流畅不卡顿', '超感光影像系统，暗光也清晰', '大电池配合快充，一天一充更安心'] },
          { name: '游戏手机', icon: 'phone', features: ['高刷电竞屏，触控跟手', '双 VC 液冷散热，长时间满帧', '实体肩键，操作更灵活'] },
          { name: '手机配件', icon: 'charger', features: ['多重安全防护，充电更放心', '小巧便携，出行无负担', '兼容主流手机与平板'] },
        ],
      },
      {
        name: '数码影音',
        leaves: [
          { name: '耳机耳麦', icon: 'headphones', features: ['主动降噪，沉浸聆听', '低延迟蓝牙连接，影音同步', '轻盈佩戴，久戴不累'] },
          { name: '智能手表', icon: 'watch', features: ['全天候心率与血氧监测', '百余种运动模式智能识别', '长续航，告别频繁充电'] },
          { name: '相机摄影', icon: 'camera', features: ['大尺寸传感器，画质细腻', '高速对焦，精准捕捉瞬间', '4K 视频录制，记录生活'] },
        ],
      },
    ],
  },
  {
    name: '电脑办公',
    hue: 232,
    icon: 'laptop',
    children: [
      {
        name: '电脑整机',
        leaves: [
          { name: '轻薄笔记本', icon: 'laptop', features: ['金属机身，轻至 1.1kg', '高色准屏幕，护眼无频闪', '全天续航，移动办公无忧'] },
          { name: '游戏本', icon: 'laptop', features: ['独立显卡，3A 大作流畅运行', '高刷新率电竞屏', '四风扇散热，性能持续释放'] },
          { name: '台式机', icon: 'monitor', features: ['高性能处理器，多开不卡顿', '扩展接口丰富，升级方便', '静音设计，安静办公'] },
        ],
      },
      {
        name: '外设办公',
        leaves: [
          { name: '键盘鼠标', icon: 'keyboard', features: ['手感扎实，回弹清脆', '多设备无线连接，一键切换', '人体工学设计，久用不累'] },
          { name: '显示器', icon: 'monitor', features: ['广色域面板，色彩还原准确', '低蓝光不闪屏，长时间护眼', '升降旋转支架，灵活调节'] },
          { name: '打印设备', icon: 'printer', features: ['手机无线打印，一键出图', '大容量墨仓，单页成本低', '打印复印扫描一机搞定'] },
        ],
      },
    ],
  },
  {
    name: '家用电器',
    hue: 190,
    icon: 'fridge',
    children: [
      {
        name: '大家电',
        leaves: [
          { name: '冰箱', icon: 'fridge', features: ['风冷无霜，免除手动除霜', '一级能效，省电更省心', '精细分区，食材分类保鲜'] },
          { name: '洗衣机', icon: 'washer', features: ['变频电机，洗涤安静', '高温除菌洗，守护家人健康', '智能投放，洗衣更省事'] },
          { name: '空调', icon: 'aircon', features: ['新一级能效，节能省电', '快速制冷制热，冬暖夏凉', '自清洁功能，吹出健康风'] },
        ],
      },
      {
        name: '厨房小电',
        leaves: [
          { name: '电饭煲', icon: 'ricecooker', features: ['IH 电磁加热，米饭粒粒分明', '多种烹饪模式，一锅多用', '24 小时智能预约'] },
          { name: '空气炸锅', icon: 'airfryer', features: ['少油健康，酥脆可口', '可视窗口，烹饪过程一目了然', '不粘涂层，清洗方便'] },
          { name: '咖啡机', icon: 'coffee', features: ['意式高压萃取，油脂丰富', '一键制作多款咖啡', '自动清洗，省心省力'] },
        ],
      },
    ],
  },
  {
    name: '服饰鞋包',
    hue: 345,
    icon: 'tshirt',
    children: [
      {
        name: '男装女装',
        leaves: [
          { name: 'T恤', icon: 'tshirt', features: ['精梳棉面料，亲肤透气', '经典版型，百搭不挑人', '多次水洗不变形'] },
          { name: '羽绒服', icon: 'jacket', features: ['优选白鸭绒，蓬松保暖', '面料防泼水，雨雪天无惧', '轻盈版型，不显臃肿'] },
          { name: '连衣裙', icon: 'dress', features: ['收腰设计，修饰身形', '垂感面料，行走飘逸', '通勤约会皆宜'] },
        ],
      },
      {
        name: '鞋靴箱包',
        leaves: [
          { name: '运动鞋', icon: 'sneaker', features: ['回弹中底，缓震护膝', '透气网面，久穿不闷', '耐磨橡胶大底，防滑抓地'] },
          { name: '双肩包', icon: 'backpack', features: ['独立电脑仓，分区收纳', '防泼水面料，通勤无忧', '减压肩带，背负轻松'] },
          { name: '行李箱', icon: 'suitcase', features: ['铝合金框架，坚固耐用', '静音万向轮，推行顺滑', 'TSA 海关锁，出行安心'] },
        ],
      },
    ],
  },
  {
    name: '美妆个护',
    hue: 325,
    icon: 'serum',
    children: [
      {
        name: '面部护肤',
        leaves: [
          { name: '精华', icon: 'serum', features: ['高浓度活性成分，直击肌肤问题', '质地轻薄，吸收迅速', '敏感肌测试，温和不刺激'] },
          { name: '面霜', icon: 'jar', features: ['深层滋润，24 小时保湿', '修护屏障，改善干燥粗糙', '无香精无酒精配方'] },
          { name: '防晒', icon: 'tube', features: ['高倍防护，阻隔 UVA/UVB', '清爽不油腻，无白痕', '防水防汗，户外适用'] },
        ],
      },
      {
        name: '个人护理',
        leaves: [
          { name: '洗发护发', icon: 'bottle', features: ['氨基酸表活，温和清洁', '改善毛躁，柔顺易梳', '植萃香氛，清新持久'] },
          { name: '电动牙刷', icon: 'toothbrush', features: ['高频声波，深层清洁', '多种模式，适配不同口腔', '智能计时，养成刷牙好习惯'] },
          { name: '口红香水', icon: 'lipstick', features: ['高显色，一抹出彩', '持久不易脱妆', '精致包装，送礼体面'] },
        ],
      },
    ],
  },
  {
    name: '食品生鲜',
    hue: 28,
    icon: 'fruit',
    children: [
      {
        name: '休闲食品',
        leaves: [
          { name: '坚果炒货', icon: 'nut', features: ['当季新货，颗粒饱满', '低温烘焙，锁住营养', '独立小包装，随身携带'] },
          { name: '饼干糕点', icon: 'cookie', features: ['进口黄油，奶香浓郁', '酥脆可口，老少皆宜', '精美礼盒，年节送礼'] },
          { name: '茗茶冲饮', icon: 'tea', features: ['核心产区直采', '传统工艺，匠心制作', '密封包装，保留原香'] },
        ],
      },
      {
        name: '生鲜水果',
        leaves: [
          { name: '新鲜水果', icon: 'fruit', features: ['产地直发，新鲜到家', '人工精选，果径达标', '坏果包赔，售后无忧'] },
          { name: '海鲜水产', icon: 'fish', features: ['捕捞后急冻，锁住鲜味', '冷链配送，全程低温', '去脏处理，开袋即烹'] },
          { name: '肉禽蛋品', icon: 'egg', features: ['生态养殖，品质可追溯', '检疫合格，吃得放心', '冷链直送，新鲜有保障'] },
        ],
      },
    ],
  },
  {
    name: '母婴玩具',
    hue: 45,
    icon: 'blocks',
    children: [
      {
        name: '奶粉尿裤',
        leaves: [
          { name: '婴幼儿奶粉', icon: 'milk', features: ['科学配方，贴近母乳', '添加益生菌与 DHA', '原装进口奶源'] },
          { name: '纸尿裤', icon: 'diaper', features: ['3D 立体护围，防侧漏', '超薄透气，告别红屁屁', '柔软亲肤，宝宝舒适'] },
        ],
      },
      {
        name: '玩具乐器',
        leaves: [
          { name: '积木拼插', icon: 'blocks', features: ['环保 ABS 材质，安全无毒', '锻炼动手与空间想象力', '兼容主流积木颗粒'] },
          { name: '遥控玩具', icon: 'car', features: ['2.4G 遥控，抗干扰', '耐摔车身，放心玩耍', 'USB 充电，续航持久'] },
          { name: '早教益智', icon: 'puzzle', features: ['寓教于乐，启发思维', '圆角设计，安全无毛刺', '亲子互动，陪伴成长'] },
        ],
      },
    ],
  },
  {
    name: '家居家装',
    hue: 150,
    icon: 'sofa',
    children: [
      {
        name: '家纺',
        leaves: [
          { name: '床品套件', icon: 'bed', features: ['长绒棉面料，柔软亲肤', '活性印染，不易褪色', '精细走线，经久耐用'] },
          { name: '枕头被子', icon: 'pillow', features: ['贴合颈椎曲线，睡得更香', '透气排湿，四季可用', '可拆洗设计，干净卫生'] },
        ],
      },
      {
        name: '家具',
        leaves: [
          { name: '沙发', icon: 'sofa', features: ['高密度海绵，久坐不塌', '科技布面料，防水防污', '模块化设计，自由组合'] },
          { name: '办公椅', icon: 'chair', features: ['人体工学腰托，护腰更舒适', '多向调节，适配不同身形', '网布椅背，透气不闷热'] },
          { name: '收纳整理', icon: 'box', features: ['可折叠设计，不用时节省空间', '加厚材质，承重稳固', '分类收纳，家里更整洁'] },
        ],
      },
      {
        name: '厨具',
        leaves: [
          { name: '锅具', icon: 'pot', features: ['不粘涂层，少油烹饪', '复合锅底，导热均匀', '燃气电磁炉通用'] },
          { name: '刀具餐具', icon: 'knife', features: ['优质钢材，锋利耐用', '人体工学手柄，握持舒适', '可进洗碗机，清洁方便'] },
        ],
      },
    ],
  },
  {
    name: '运动户外',
    hue: 118,
    icon: 'dumbbell',
    children: [
      {
        name: '运动健身',
        leaves: [
          { name: '健身器材', icon: 'dumbbell', features: ['家用静音设计，不扰邻居', '多档调节，循序渐进', '稳固结构，安全可靠'] },
          { name: '瑜伽用品', icon: 'yoga', features: ['双面防滑纹理，稳固支撑', '高回弹材质，保护关节', '轻便易携，随时开练'] },
        ],
      },
      {
        name: '户外装备',
        leaves: [
          { name: '帐篷露营', icon: 'tent', features: ['快速搭建，一人即可完成', '防雨防晒涂层', '收纳小巧，方便携带'] },
          { name: '冲锋衣裤', icon: 'jacket', features: ['防水透气面料，风雨无阻', '全压胶工艺，滴水不漏', '多口袋设计，收纳便捷'] },
          { name: '骑行装备', icon: 'bike', features: ['轻量化设计，骑行更省力', '专业级配件，安全可靠', '适合通勤与越野'] },
        ],
      },
    ],
  },
  {
    name: '图书文娱',
    hue: 265,
    icon: 'book',
    children: [
      {
        name: '图书',
        leaves: [
          { name: '文学小说', icon: 'book', features: ['正版图书，印刷清晰', '精心排版，阅读舒适', '值得收藏的经典之作'] },
          { name: '少儿读物', icon: 'book', features: ['专家推荐，分级阅读', '全彩插图，激发兴趣', '环保纸张，护眼安全'] },
          { name: '经管励志', icon: 'book', features: ['实战方法，即学即用', '案例丰富，通俗易懂', '助力个人成长'] },
        ],
      },
      {
        name: '文具乐器',
        leaves: [
          { name: '钢笔文具', icon: 'pen', features: ['书写顺滑，下水流畅', '精工细作，质感出众', '学生办公两相宜'] },
          { name: '乐器', icon: 'guitar', features: ['精选面单，音色通透', '手工调校，音准稳定', '附赠全套配件，新手友好'] },
        ],
      },
    ],
  },
]
