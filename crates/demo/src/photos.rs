//! Painting and encoding the demo photos, spread over the machine's cores.

use super::painter::paint_landscape;
use picture_store::{render_variants, EncodedVariant, VariantSize};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

/// One picture to paint at `canvas` and publish at each of `sizes`.
#[derive(Debug, Clone)]
pub(crate) struct PhotoJob {
    pub seed: u64,
    pub canvas: VariantSize,
    pub sizes: Vec<VariantSize>,
}

/// Renders every job; result `i` holds job `i`'s variants in the order of its `sizes`.
pub(crate) fn render_all(jobs: &[PhotoJob]) -> anyhow::Result<Vec<Vec<EncodedVariant>>> {
    let next = AtomicUsize::new(0);
    let results: Mutex<Vec<Option<Vec<EncodedVariant>>>> = Mutex::new(vec![None; jobs.len()]);
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(jobs.len().max(1));
    std::thread::scope(|scope| -> anyhow::Result<()> {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| -> anyhow::Result<()> {
                    loop {
                        let index = next.fetch_add(1, Ordering::Relaxed);
                        let Some(job) = jobs.get(index) else {
                            return Ok(());
                        };
                        let picture =
                            paint_landscape(job.seed, job.canvas.width, job.canvas.height);
                        let variants = render_variants(&picture, &job.sizes)?;
                        results.lock().expect("no worker panics holding the lock")[index] =
                            Some(variants);
                    }
                })
            })
            .collect();
        for handle in handles {
            handle.join().expect("a photo worker panicked")?;
        }
        Ok(())
    })?;
    Ok(results
        .into_inner()
        .expect("workers have finished")
        .into_iter()
        .map(|variants| variants.expect("every job was rendered"))
        .collect())
}
