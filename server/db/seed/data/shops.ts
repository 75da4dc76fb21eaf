export interface ShopDef {
  name: string
  province: string
  city: string
  area: string
  address: string
  lat: number
  lng: number
  phone: string
  hours: string
  tags: string[]
  description: string
  isZiti?: true
}

/** Tags shops can carry (spec 3 "Shop": tagList with tag_id, tag_name). */
export const SHOP_TAGS: { name: string; color: string }[] = [
  { name: '旗舰店', color: '#e4393c' },
  { name: '可自提', color: '#479ee9' },
  { name: '数码体验区', color: '#6b5bd6' },
  { name: '免费停车', color: '#2aa876' },
  { name: '母婴室', color: '#f08a24' },
  { name: '24小时营业', color: '#333333' },
  { name: '咖啡休息区', color: '#8b5a2b' },
  { name: '新店开业', color: '#ff3366' },
]

/** Physical stores, Beijing first (the nearby-shop fallback city). Coordinates are GCJ-02. */
export const SHOPS: ShopDef[] = [
  {
    name: 'mallfront 北京三里屯旗舰店', province: '北京市', city: '北京市', area: '朝阳区', address: '三里屯路 19 号院 3 号楼 1-2 层',
    lat: 39.933563, lng: 116.454752, phone: '010-64161888', hours: '10:00-22:00', tags: ['旗舰店', '可自提', '数码体验区', '咖啡休息区'], isZiti: true,
    description: '两层近 2000 平方米的城市旗舰店，数码、家电与生活方式全品类体验。',
  },
  {
    name: 'mallfront 北京国贸店', province: '北京市', city: '北京市', area: '朝阳区', address: '建国门外大街 1 号国贸商城 B1 层',
    lat: 39.909087, lng: 116.459726, phone: '010-65052288', hours: '10:00-22:00', tags: ['可自提', '免费停车'], isZiti: true,
    description: '位于国贸商圈核心，提供下单自提与以旧换新服务。',
  },
  {
    name: 'mallfront 北京西单店', province: '北京市', city: '北京市', area: '西城区', address: '西单北大街 131 号大悦城 4 层',
    lat: 39.910497, lng: 116.374511, phone: '010-66518866', hours: '10:00-22:00', tags: ['母婴室', '可自提'], isZiti: true,
    description: '家庭购物好去处，母婴、玩具与家居专区齐全。',
  },
  {
    name: 'mallfront 北京中关村店', province: '北京市', city: '北京市', area: '海淀区', address: '中关村大街 15 号 1 层',
    lat: 39.983428, lng: 116.316042, phone: '010-82668899', hours: '09:30-21:30', tags: ['数码体验区', '24小时营业'],
    description: '数码电脑专营门店，提供装机、维修与技术咨询。',
  },
  {
    name: 'mallfront 北京望京店', province: '北京市', city: '北京市', area: '朝阳区', address: '望京街 10 号望京 SOHO 塔 2 底商',
    lat: 39.996584, lng: 116.481027, phone: '010-84768866', hours: '10:00-21:00', tags: ['新店开业', '咖啡休息区'],
    description: '社区型生活门店，生鲜、家居日用一站购齐。',
  },
  {
    name: 'mallfront 上海南京路店', province: '上海市', city: '上海市', area: '黄浦区', address: '南京东路 800 号 2 层',
    lat: 31.236618, lng: 121.479726, phone: '021-63226688', hours: '10:00-22:00', tags: ['旗舰店', '数码体验区', '可自提'], isZiti: true,
    description: '步行街上的旗舰门店，新品首发与会员活动常驻。',
  },
  {
    name: 'mallfront 上海陆家嘴店', province: '上海市', city: '上海市', area: '浦东新区', address: '世纪大道 8 号国金中心 LG2 层',
    lat: 31.236833, lng: 121.505722, phone: '021-68776699', hours: '10:00-22:00', tags: ['免费停车', '咖啡休息区'],
    description: '金融城中的精品门店，提供企业采购服务。',
  },
  {
    name: 'mallfront 上海徐家汇店', province: '上海市', city: '上海市', area: '徐汇区', address: '虹桥路 1 号港汇恒隆广场 5 层',
    lat: 31.195318, lng: 121.437406, phone: '021-64078855', hours: '10:00-22:00', tags: ['母婴室', '可自提'], isZiti: true,
    description: '家庭客群为主，母婴与家居品类丰富。',
  },
  {
    name: 'mallfront 广州天河城店', province: '广东省', city: '广州市', area: '天河区', address: '天河路 208 号天河城 3 层',
    lat: 23.132685, lng: 113.322332, phone: '020-85596688', hours: '10:00-22:00', tags: ['旗舰店', '可自提'], isZiti: true,
    description: '华南旗舰门店，数码家电与美妆个护双主题。',
  },
  {
    name: 'mallfront 广州北京路店', province: '广东省', city: '广州市', area: '越秀区', address: '北京路 238 号名盛广场 1 层',
    lat: 23.125316, lng: 113.269812, phone: '020-83336677', hours: '10:00-22:30', tags: ['新店开业', '咖啡休息区'],
    description: '老城商圈新门店，特色食品与文创好物集合。',
  },
  {
    name: 'mallfront 深圳万象城店', province: '广东省', city: '深圳市', area: '罗湖区', address: '宝安南路 1881 号万象城 B1 层',
    lat: 22.540221, lng: 114.111788, phone: '0755-82668899', hours: '10:00-22:00', tags: ['数码体验区', '免费停车'],
    description: '高端商场中的科技生活馆，智能家居场景化体验。',
  },
  {
    name: 'mallfront 深圳南山科技园店', province: '广东省', city: '深圳市', area: '南山区', address: '科技南十二路 16 号 1 层',
    lat: 22.534688, lng: 113.953022, phone: '0755-86668877', hours: '09:00-23:00', tags: ['24小时营业', '可自提'], isZiti: true,
    description: '服务科技园白领，提供午间快速自提与办公用品采购。',
  },
  {
    name: 'mallfront 杭州湖滨店', province: '浙江省', city: '杭州市', area: '上城区', address: '延安路 258 号湖滨银泰 in77 C 区',
    lat: 30.257541, lng: 120.163637, phone: '0571-87026688', hours: '10:00-22:00', tags: ['旗舰店', '咖啡休息区'],
    description: '西湖边的生活方式门店，茶饮与文创特色专区。',
  },
  {
    name: 'mallfront 杭州西溪店', province: '浙江省', city: '杭州市', area: '余杭区', address: '五常大道 1 号西溪印象城 2 层',
    lat: 30.279327, lng: 120.049511, phone: '0571-88736699', hours: '10:00-22:00', tags: ['母婴室', '免费停车'],
    description: '城西家庭型门店，周末亲子活动丰富。',
  },
  {
    name: 'mallfront 成都春熙路店', province: '四川省', city: '成都市', area: '锦江区', address: '春熙路 99 号 IFS 国际金融中心 L3',
    lat: 30.656321, lng: 104.081012, phone: '028-86668899', hours: '10:00-22:00', tags: ['旗舰店', '数码体验区', '可自提'], isZiti: true,
    description: '西南旗舰门店，新品体验与会员沙龙常年举办。',
  },
]
