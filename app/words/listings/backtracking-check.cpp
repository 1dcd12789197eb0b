// N queens: backtracking that checks every queen already placed.
// Build: g++ -O2 backtracking-check.cpp -o check; run: ./check 8
#include <cstdio>
#include <cstdlib>
#include <vector>

int n = 8;
std::vector<int> x; // x[i]: the column of the queen in row i
long count = 0;

void record()
{
    ++count;
    for (int i = 0; i < n; ++i)
        std::printf(i ? " %d" : "%d", x[i] + 1);
    std::printf("\n");
}

void solve(int row) // @solve
{
    if (row == n) { // @if-full
        record();
        return;
    }
    for (int col = 0; col < n; ++col) { // @loop
        bool safe = true;
        for (int i = 0; i < row && safe; ++i) // @earlier-rows
            if (x[i] == col || std::abs(x[i] - col) == row - i) // @if-attacked
                safe = false;
        if (!safe)
            continue;
        x[row] = col; // @put
        solve(row + 1); // @recurse
        x[row] = -1; // @take
    }
}

int main(int argc, char **argv)
{
    if (argc > 1)
        n = std::atoi(argv[1]);
    x.assign(n, -1);
    solve(0);
    std::printf("%ld solutions\n", count);
}
