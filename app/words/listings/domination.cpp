// Queens domination: k queens that cover every square of an n x n board (a queen covers its
// own square and every square it attacks), boards up to 16 x 16.
// Build: g++ -O2 domination.cpp -o domination; run: ./domination 5 3 [independent]
// Prints each set as its squares (row,column from 1) in the order they were put.
#include <bitset>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

using Squares = std::bitset<256>; // one bit per square, row * n + column

int n = 5, k = 3, squares = 25;
bool independent = false;
std::vector<Squares> covers; // covers[q]: the squares a queen on q covers
std::size_t most = 0; // the most squares one queen covers
Squares full;
std::vector<int> chosen; // the squares of the queens on the board, in the order they were put
long count = 0;

void record()
{
    ++count;
    for (std::size_t i = 0; i < chosen.size(); ++i)
        std::printf(i ? " %d,%d" : "%d,%d", chosen[i] / n + 1, chosen[i] % n + 1);
    std::printf("\n");
}

// Every square is covered: the queens left go on free squares, in increasing order.
void fill(int start, const Squares &covered, const Squares &taken)
{
    if (int(chosen.size()) == k) {
        record();
        return;
    }
    for (int q = start; q <= squares - (k - int(chosen.size())); ++q) {
        if (taken[q] || (independent && covered[q]))
            continue;
        chosen.push_back(q);
        fill(q + 1, covered | covers[q], taken);
        chosen.pop_back();
    }
}

void cover(const Squares &covered, const Squares &taken) // @cover
{
    const int left = k - int(chosen.size());
    const Squares uncovered = full & ~covered;
    if (uncovered.none()) { // @covered
        fill(0, covered, taken); // @record
        return;
    }
    if (left == 0 || uncovered.count() > std::size_t(left) * most) // @prune
        return;
    int s = 0;
    while (!uncovered[s]) // @target
        ++s;
    Squares blocked = taken; // squares tried here already: every set holding them was found
    for (int q = 0; q < squares; ++q) { // @loop
        if (!covers[q][s] || blocked[q])
            continue;
        if (independent && covered[q]) // @independent
            continue;
        chosen.push_back(q); // @put
        Squares next = blocked;
        next.set(q);
        cover(covered | covers[q], next); // @recurse
        chosen.pop_back(); // @lift
        blocked.set(q);
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        n = std::atoi(argv[1]);
    if (argc > 2)
        k = std::atoi(argv[2]);
    independent = argc > 3 && std::strcmp(argv[3], "independent") == 0;
    squares = n * n;
    covers.assign(squares, Squares());
    for (int q = 0; q < squares; ++q) {
        for (int s = 0; s < squares; ++s) {
            const int qr = q / n, qc = q % n, sr = s / n, sc = s % n;
            if (qr == sr || qc == sc || qr - qc == sr - sc || qr + qc == sr + sc)
                covers[q].set(s);
        }
        if (covers[q].count() > most)
            most = covers[q].count();
    }
    for (int s = 0; s < squares; ++s)
        full.set(s);
    cover(Squares(), Squares());
    std::printf("%ld sets\n", count);
}
