// Catalogue rows <-> records: categories, shops, products and their reviews (flags as booleans,
// JSON text as arrays).
import { parseJson } from '../db';
import type { Category, Merchant, Product, Review } from '../state';
import type { Row } from '../tables';

export function categoryFromRow(row: Row<'categories'>): Category {
  return { id: row.id, key: row.key, name: row.name, icon: row.icon };
}

export function merchantFromRow(row: Row<'merchants'>): Merchant {
  return {
    id: row.id,
    name: row.name,
    logo: row.logo,
    banner: row.banner,
    description: row.description,
    rating: row.rating,
    sales: row.sales,
    hot: row.hot === 1,
  };
}

export function productFromRow(row: Row<'products'>): Product {
  return {
    id: row.id,
    merchantId: row.merchantId,
    categoryId: row.categoryId,
    name: row.name,
    description: row.description,
    image: row.image,
    images: parseJson<string[]>(row.images),
    price: row.price,
    originalPrice: row.originalPrice,
    stock: row.stock,
    sales: row.sales,
    hot: row.hot === 1,
    createdAt: row.createdAt,
  };
}

export function reviewFromRow(row: Row<'reviews'>): Review {
  return {
    id: row.id,
    userId: row.userId,
    orderId: row.orderId,
    productId: row.productId,
    merchantId: row.merchantId,
    content: row.content,
    productScore: row.productScore,
    serviceScore: row.serviceScore,
    postageScore: row.postageScore,
    pictures: parseJson<string[]>(row.pictures),
    createdAt: row.createdAt,
  };
}
