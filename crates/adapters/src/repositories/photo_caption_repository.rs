//! `PhotoCaptions` over SeaORM: the `photo_captions` table.

use super::entities::photo_caption::{ActiveModel, Column, Entity, Model};
use super::storage_error::{from_db, CorruptRow};
use crate::database::begin_write;
use async_trait::async_trait;
use domain::photo_caption::{CaptionedPhoto, PhotoCaption, PhotoName};
use domain::ports::{PhotoCaptions, RepositoryError};
use domain::Ref;
use sea_orm::sea_query::OnConflict;
use sea_orm::{ColumnTrait, DatabaseConnection, EntityTrait, QueryFilter, QueryOrder, Set};

pub struct SqlPhotoCaptions {
    conn: DatabaseConnection,
}

impl SqlPhotoCaptions {
    pub fn new(conn: DatabaseConnection) -> Self {
        Self { conn }
    }
}

fn of_photo(reference: &Ref, gallery: &str, file: &str) -> sea_orm::Condition {
    sea_orm::Condition::all()
        .add(Column::PropertyRef.eq(reference.as_str()))
        .add(Column::Gallery.eq(gallery))
        .add(Column::Photo.eq(file))
}

fn captioned(row: Model) -> Result<CaptionedPhoto, RepositoryError> {
    let corrupt = || {
        CorruptRow::new(
            "photo_captions",
            format!("{}/{}/{}", row.property_ref, row.gallery, row.photo),
            "the caption is blank or too long",
        )
    };
    let caption = PhotoCaption::parse(&row.caption)
        .ok()
        .flatten()
        .ok_or_else(corrupt)?;
    Ok(CaptionedPhoto {
        photo: PhotoName {
            gallery: row.gallery,
            file: row.photo,
        },
        caption,
    })
}

#[async_trait]
impl PhotoCaptions for SqlPhotoCaptions {
    async fn set(
        &self,
        reference: &Ref,
        photo: &PhotoName,
        caption: Option<PhotoCaption>,
    ) -> Result<(), RepositoryError> {
        let Some(caption) = caption else {
            Entity::delete_many()
                .filter(of_photo(reference, &photo.gallery, &photo.file))
                .exec(&self.conn)
                .await
                .map_err(from_db)?;
            return Ok(());
        };
        let row = ActiveModel {
            property_ref: Set(reference.as_str().to_owned()),
            gallery: Set(photo.gallery.clone()),
            photo: Set(photo.file.clone()),
            caption: Set(caption.as_str().to_owned()),
        };
        Entity::insert(row)
            .on_conflict(
                OnConflict::columns([Column::PropertyRef, Column::Gallery, Column::Photo])
                    .update_column(Column::Caption)
                    .to_owned(),
            )
            .exec(&self.conn)
            .await
            .map_err(from_db)?;
        Ok(())
    }

    async fn of_property(&self, reference: &Ref) -> Result<Vec<CaptionedPhoto>, RepositoryError> {
        Entity::find()
            .filter(Column::PropertyRef.eq(reference.as_str()))
            .order_by_asc(Column::Gallery)
            .order_by_asc(Column::Photo)
            .all(&self.conn)
            .await
            .map_err(from_db)?
            .into_iter()
            .map(captioned)
            .collect()
    }

    async fn rename(
        &self,
        reference: &Ref,
        gallery: &str,
        renames: Vec<(String, String)>,
    ) -> Result<(), RepositoryError> {
        let txn = begin_write(&self.conn).await.map_err(from_db)?;
        // Read every moving caption before writing any, so a chain of renames (a → b, b → c)
        // moves each caption once, from where it was.
        let mut moving = Vec::new();
        for (from, to) in &renames {
            let row = Entity::find()
                .filter(of_photo(reference, gallery, from))
                .one(&txn)
                .await
                .map_err(from_db)?;
            moving.push((from, to, row.map(|row| row.caption)));
        }
        for (from, _, _) in &moving {
            Entity::delete_many()
                .filter(of_photo(reference, gallery, from))
                .exec(&txn)
                .await
                .map_err(from_db)?;
        }
        for (_, to, caption) in moving {
            Entity::delete_many()
                .filter(of_photo(reference, gallery, to))
                .exec(&txn)
                .await
                .map_err(from_db)?;
            if let Some(caption) = caption {
                Entity::insert(ActiveModel {
                    property_ref: Set(reference.as_str().to_owned()),
                    gallery: Set(gallery.to_owned()),
                    photo: Set(to.clone()),
                    caption: Set(caption),
                })
                .exec(&txn)
                .await
                .map_err(from_db)?;
            }
        }
        txn.commit().await.map_err(from_db)
    }
}
