// SPDX-License-Identifier: GPL-3.0-or-later
#include "browser/catalogmodel.h"

#include "boardrenderer.h"

namespace nq {

CatalogModel::CatalogModel(QObject *parent) : QAbstractItemModel(parent) { }

void CatalogModel::setCatalog(std::shared_ptr<const SolutionCatalog> catalog)
{
    beginResetModel();
    m_catalog = std::move(catalog);
    m_thumbnails.clear();
    rebuildFilter();
    endResetModel();
}

void CatalogModel::setMode(Mode mode)
{
    if (mode == m_mode)
        return;
    beginResetModel();
    m_mode = mode;
    rebuildFilter();
    endResetModel();
}

void CatalogModel::setSymmetricOnly(bool on)
{
    if (on == m_symmetricOnly)
        return;
    beginResetModel();
    m_symmetricOnly = on;
    rebuildFilter();
    endResetModel();
}

void CatalogModel::rebuildFilter()
{
    m_classes.clear();
    m_solutions.clear();
    if (!m_catalog || !m_symmetricOnly)
        return;
    for (std::int64_t k = 0; k < m_catalog->classCount(); ++k) {
        if (m_catalog->symmetryClass(k).halfTurn())
            m_classes.push_back(std::uint32_t(k));
    }
    if (m_mode == Mode::AllSolutions) {
        for (std::int64_t i = 0; i < m_catalog->solutionCount(); ++i) {
            if (m_catalog->symmetryClass(m_catalog->classOf(i)).halfTurn())
                m_solutions.push_back(std::uint32_t(i));
        }
    }
}

std::int64_t CatalogModel::classAt(int row) const
{
    return m_symmetricOnly ? m_classes[std::size_t(row)] : row;
}

QModelIndex CatalogModel::index(int row, int column, const QModelIndex &parent) const
{
    if (!hasIndex(row, column, parent))
        return {};
    // Top-level rows carry id 0; a member row carries its class row + 1.
    return createIndex(row, column, parent.isValid() ? quintptr(parent.row() + 1) : quintptr(0));
}

QModelIndex CatalogModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == 0)
        return {};
    return createIndex(int(child.internalId() - 1), 0, quintptr(0));
}

int CatalogModel::rowCount(const QModelIndex &parent) const
{
    if (!m_catalog || parent.column() > 0)
        return 0;
    if (!parent.isValid()) {
        if (m_mode == Mode::AllSolutions)
            return int(m_symmetricOnly ? m_solutions.size() : m_catalog->solutionCount());
        return int(m_symmetricOnly ? m_classes.size() : m_catalog->classCount());
    }
    if (m_mode == Mode::Classes && parent.internalId() == 0)
        return m_catalog->symmetryClass(classAt(parent.row())).size;
    return 0;
}

int CatalogModel::columnCount(const QModelIndex &) const
{
    return 1;
}

std::int64_t CatalogModel::solutionAt(const QModelIndex &index) const
{
    if (m_mode == Mode::AllSolutions)
        return m_symmetricOnly ? m_solutions[std::size_t(index.row())] : index.row();
    if (index.internalId() == 0)
        return m_catalog->member(classAt(index.row()), 0);
    return m_catalog->member(classAt(int(index.internalId() - 1)), index.row());
}

QModelIndex CatalogModel::indexOfSolution(std::int64_t solution) const
{
    if (!m_catalog || solution < 0 || solution >= m_catalog->solutionCount())
        return {};
    const std::uint32_t k = m_catalog->classOf(solution);
    if (m_symmetricOnly && !m_catalog->symmetryClass(k).halfTurn())
        return {};
    if (m_mode == Mode::AllSolutions) {
        if (!m_symmetricOnly)
            return index(int(solution), 0);
        const auto it
            = std::lower_bound(m_solutions.begin(), m_solutions.end(), std::uint32_t(solution));
        return index(int(it - m_solutions.begin()), 0);
    }
    int classRow = int(k);
    if (m_symmetricOnly)
        classRow = int(std::lower_bound(m_classes.begin(), m_classes.end(), k) - m_classes.begin());
    const QModelIndex parentIndex = index(classRow, 0);
    const SolutionClass &c = m_catalog->symmetryClass(k);
    for (int j = 0; j < c.size; ++j) {
        if (m_catalog->member(k, j) == solution)
            return index(j, 0, parentIndex);
    }
    return parentIndex;
}

QPixmap CatalogModel::thumbnail(std::int64_t solution) const
{
    if (QPixmap *cached = m_thumbnails.object(solution))
        return *cached;
    BoardPicture picture;
    picture.board = m_catalog->solution(solution);
    picture.coordinates = false;
    if (m_catalog->isSquareSets()) {
        picture.board.assign(std::size_t(m_catalog->n()), -1);
        picture.squareSet = true;
        picture.queens = m_catalog->squares(solution);
    }
    auto *pixmap = new QPixmap(QPixmap::fromImage(BoardRenderer::image(picture, kThumbnail)));
    m_thumbnails.insert(solution, pixmap,
                        std::max<qsizetype>(1, pixmap->width() * pixmap->height() * 4 / 1024));
    return *pixmap;
}

QVariant CatalogModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !m_catalog)
        return {};
    const std::int64_t solution = solutionAt(index);
    const std::int64_t k = m_catalog->classOf(solution);
    const SolutionClass &c = m_catalog->symmetryClass(k);
    const bool classRow = m_mode == Mode::Classes && index.internalId() == 0;
    const bool sets = m_catalog->isSquareSets();
    auto squaresText = [&] {
        QStringList parts;
        for (const Square &q : m_catalog->squares(solution))
            parts << QStringLiteral("(%1, %2)").arg(q.row + 1).arg(q.col + 1);
        return parts.join(u' ');
    };
    if (sets && (role == Qt::DisplayRole || role == Qt::ToolTipRole)) {
        QString mark;
        if (c.quarterTurn() && m_catalog->n() > 1)
            mark = tr("  ⟳ symmetric under a quarter turn");
        else if (c.halfTurn() && m_catalog->n() > 1)
            mark = tr("  ⟲ symmetric under a half turn");
        // How the member comes from the representative: the words the caption uses for a pair.
        const Transform t = Symmetry::inverse(m_catalog->transformOf(solution));
        if (role == Qt::ToolTipRole)
            return t == Transform::Identity || classRow
                ? tr("Queens on %1 (row, column)").arg(squaresText())
                : tr("Queens on %1 (row, column): the representative %2")
                      .arg(squaresText(), Symmetry::name(t));
        if (classRow)
            return (c.size == 1 ? tr("Class %L1: 1 set").arg(k + 1)
                                : tr("Class %L1: %2 sets").arg(k + 1).arg(c.size))
                + mark;
        if (m_mode == Mode::AllSolutions)
            return tr("Set %L1 (class %L2)").arg(solution + 1).arg(k + 1);
        if (t == Transform::Identity)
            return tr("Set %L1: the representative").arg(solution + 1);
        return tr("Set %L1: the representative %2").arg(solution + 1).arg(Symmetry::name(t));
    }
    switch (role) {
    case Qt::DisplayRole: {
        if (classRow) {
            QString mark;
            if (c.quarterTurn() && m_catalog->n() > 1)
                mark = tr("  ⟳ symmetric under a quarter turn");
            else if (c.halfTurn() && m_catalog->n() > 1)
                mark = tr("  ⟲ symmetric under a half turn");
            return tr("Class %L1: %2 solutions").arg(k + 1).arg(c.size) + mark;
        }
        if (m_mode == Mode::AllSolutions)
            return tr("Solution %L1 (class %L2)").arg(solution + 1).arg(k + 1);
        const Transform t = Symmetry::inverse(m_catalog->transformOf(solution));
        if (t == Transform::Identity)
            return tr("Solution %L1: the representative").arg(solution + 1);
        return tr("Solution %L1: the representative %2").arg(solution + 1).arg(Symmetry::name(t));
    }
    case Qt::DecorationRole:
        return thumbnail(solution);
    case Qt::ToolTipRole:
        if (classRow)
            return tr("Representative: %1").arg(placementToText(m_catalog->solution(solution)));
        if (m_catalog->transformOf(solution) != Transform::Identity)
            return tr("Columns %1: the representative %2")
                .arg(placementToText(m_catalog->solution(solution)),
                     Symmetry::name(Symmetry::inverse(m_catalog->transformOf(solution))));
        return tr("Columns %1").arg(placementToText(m_catalog->solution(solution)));
    case SolutionRole:
        return qint64(solution);
    case ClassRole:
        return qint64(k);
    default:
        return {};
    }
}

} // namespace nq
